import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './enquiry-draft';
import { emptyEnquiry } from './enquiry-fields';

describe('the enquiry draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed and gives it back', () => {
    const draft = { ...emptyEnquiry, name: 'Asha', message: 'Geyser leaking' };
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
  });

  it('is cleared after a successful send', () => {
    saveDraft({ ...emptyEnquiry, name: 'Asha' });
    clearDraft();
    expect(loadDraft()).toEqual(emptyEnquiry);
  });

  it('ignores junk in storage', () => {
    localStorage.setItem('jac.enquiry-draft.v1', '{not json');
    expect(loadDraft()).toEqual(emptyEnquiry);
    localStorage.setItem('jac.enquiry-draft.v1', JSON.stringify({ name: 42, email: 'a@b.in' }));
    expect(loadDraft()).toEqual({ ...emptyEnquiry, email: 'a@b.in' });
  });
});
