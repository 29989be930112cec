import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './enquiry-draft';
import { emptyEnquiry, maxLengths } from './enquiry-fields';

const KEY = 'jac.enquiry-draft.v2';
const MONDAY = Date.UTC(2025, 0, 6, 10, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

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
    localStorage.setItem(KEY, '{not json');
    expect(loadDraft()).toEqual(emptyEnquiry);
    localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: Date.now(), values: { name: 42, email: 'a@b.in' } }),
    );
    expect(loadDraft()).toEqual({ ...emptyEnquiry, email: 'a@b.in' });
  });

  it('is stored with the time it was saved', () => {
    saveDraft({ ...emptyEnquiry, name: 'Asha' }, localStorage, MONDAY);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      savedAt: MONDAY,
      values: { ...emptyEnquiry, name: 'Asha' },
    });
  });
});

describe('an old draft', () => {
  beforeEach(() => localStorage.clear());
  const draft = { ...emptyEnquiry, name: 'Asha', message: 'Fridge not cooling' };

  it('is restored up to 7 days after it was last changed', () => {
    saveDraft(draft, localStorage, MONDAY);
    expect(loadDraft(localStorage, MONDAY + DRAFT_MAX_AGE_MS)).toEqual(draft);
    expect(DRAFT_MAX_AGE_MS).toBe(7 * DAY);
  });

  it('is discarded, and removed from the browser, once older than 7 days', () => {
    saveDraft(draft, localStorage, MONDAY);
    expect(loadDraft(localStorage, MONDAY + DRAFT_MAX_AGE_MS + 1)).toEqual(emptyEnquiry);
    expect(localStorage.getItem(KEY)).toBeNull();
    // Not back on a later visit either.
    expect(loadDraft(localStorage, MONDAY)).toEqual(emptyEnquiry);
  });

  it('lives 7 days from its last change, not from the last time the page was opened', () => {
    saveDraft(draft, localStorage, MONDAY);
    // The form saves what it restored on each visit: that is no change.
    saveDraft(loadDraft(localStorage, MONDAY + 6 * DAY), localStorage, MONDAY + 6 * DAY);
    expect(loadDraft(localStorage, MONDAY + 8 * DAY)).toEqual(emptyEnquiry);
    // Typing is.
    saveDraft(draft, localStorage, MONDAY + 8 * DAY);
    saveDraft({ ...draft, name: 'Asha S' }, localStorage, MONDAY + 13 * DAY);
    expect(loadDraft(localStorage, MONDAY + 19 * DAY)).toEqual({ ...draft, name: 'Asha S' });
  });

  it('without a date (as the first version kept it) is removed, never restored', () => {
    localStorage.setItem('jac.enquiry-draft.v1', JSON.stringify(draft));
    localStorage.setItem(KEY, JSON.stringify(draft));
    expect(loadDraft()).toEqual(emptyEnquiry);
    expect(localStorage.getItem('jac.enquiry-draft.v1')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('dated far in the future is discarded', () => {
    saveDraft(draft, localStorage, MONDAY + 30 * DAY);
    expect(loadDraft(localStorage, MONDAY)).toEqual(emptyEnquiry);
  });
});

describe('a restored draft', () => {
  beforeEach(() => localStorage.clear());

  it('is clamped to the limits and stripped of control characters', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        savedAt: MONDAY,
        values: {
          ...emptyEnquiry,
          name: `Asha\u0000${'a'.repeat(500)}`,
          message: `line one\nline\u0007 two${'m'.repeat(5000)}`,
        },
      }),
    );
    const restored = loadDraft(localStorage, MONDAY + DAY);
    expect(restored.name).toHaveLength(maxLengths.name);
    expect(restored.name.startsWith('Asha')).toBe(true);
    expect(restored.message).toHaveLength(maxLengths.message);
    expect(restored.message.startsWith('line one\nline two')).toBe(true);
  });
});
