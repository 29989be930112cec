import { type EnquiryValues, emptyEnquiry } from './enquiry-fields';

/** What the visitor has typed, kept in this browser until a send succeeds. */
const DRAFT_KEY = 'jac.enquiry-draft.v1';

/** `storage`: this browser's localStorage unless a test passes another; none in the pre-render. */
export function loadDraft(storage?: Storage): EnquiryValues {
  try {
    const saved = JSON.parse(
      (storage ?? localStorage).getItem(DRAFT_KEY) ?? 'null',
    ) as Partial<EnquiryValues> | null;
    if (!saved || typeof saved !== 'object') return emptyEnquiry;
    const draft = { ...emptyEnquiry };
    for (const key of Object.keys(emptyEnquiry) as Array<keyof EnquiryValues>) {
      if (typeof saved[key] === 'string') draft[key] = saved[key];
    }
    return draft;
  } catch {
    // Storage may be unavailable (private mode) or hold junk: start empty rather than fail.
    return emptyEnquiry;
  }
}

export function saveDraft(values: EnquiryValues, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    const isEmpty = Object.values(values).every((value) => value === '');
    if (isEmpty) store.removeItem(DRAFT_KEY);
    else store.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Full or blocked storage: the form still works, only the safety net is missing.
  }
}

export function clearDraft(storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
