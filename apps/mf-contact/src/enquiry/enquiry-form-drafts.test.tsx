import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, saveDraft } from './enquiry-draft';
import { choiceValue, labels, renderForm, typed } from './enquiry-form.testing';

describe('EnquiryForm: the draft kept across a reload', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('restores a draft after a reload', () => {
    saveDraft(typed);
    renderForm();
    expect(screen.getByLabelText(labels.name)).toHaveValue('Asha Sharma');
    expect(screen.getByLabelText(labels.service)).toHaveValue(choiceValue('geyser'));
  });

  it('does not restore a service the list no longer offers (renamed or removed since)', () => {
    // What the form sent before services had choices: the page's name, and GPS's.
    for (const service of ['Geyser Repair', 'GPS Tracker Installation']) {
      saveDraft({ ...typed, service });
      renderForm();
      expect(screen.getByLabelText(labels.name)).toHaveValue('Asha Sharma');
      expect(screen.getByLabelText(labels.service)).toHaveValue('');
      cleanup();
    }
  });

  it('does not restore a draft untouched for more than 7 days, and removes it', () => {
    saveDraft(typed, localStorage, Date.now() - DRAFT_MAX_AGE_MS - 60_000);
    renderForm();
    expect(screen.getByLabelText(labels.name)).toHaveValue('');
    expect(screen.getByLabelText(labels.message)).toHaveValue('');
    expect(localStorage.getItem('jac.enquiry-draft.v2')).toBeNull();
  });

  it("restores a draft cut to the fields' limits", () => {
    saveDraft({ ...typed, name: 'A'.repeat(1000), message: 'm'.repeat(10_000) });
    renderForm();
    expect(screen.getByLabelText(labels.name)).toHaveValue('A'.repeat(80));
    expect((screen.getByLabelText(labels.message) as HTMLTextAreaElement).value).toHaveLength(2000);
  });
});
