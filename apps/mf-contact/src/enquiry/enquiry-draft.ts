import { clampEnquiry, type EnquiryValues, emptyEnquiry } from './enquiry-fields';

/**
 * What the visitor has typed, kept in this browser until a send succeeds, for at most
 * DRAFT_MAX_AGE_MS after its last change: `{ savedAt, values }`.
 */
const DRAFT_KEY = 'jac.enquiry-draft.v2';
/** The first drafts had no date: their age is unknown, so they are removed, never restored. */
const UNDATED_DRAFT_KEY = 'jac.enquiry-draft.v1';

/** A draft untouched for longer is discarded, not restored (the privacy policy says so). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  values: EnquiryValues;
}

/**
 * The saved draft, clamped to the fields' limits; empty if there is none, or it is older
 * than DRAFT_MAX_AGE_MS (then it is removed). `storage`: this browser's localStorage
 * unless a test passes another; none in the pre-render. `now`: the clock, for tests.
 */
export function loadDraft(storage?: Storage, now: number = Date.now()): EnquiryValues {
  try {
    const store = storage ?? localStorage;
    store.removeItem(UNDATED_DRAFT_KEY);
    const saved = readDraft(store);
    if (!saved || !isFresh(saved.savedAt, now)) {
      // Too old, undated or junk: gone from this browser, not only from the form.
      store.removeItem(DRAFT_KEY);
      return emptyEnquiry;
    }
    return clampEnquiry(saved.values);
  } catch {
    // Storage may be unavailable (private mode) or hold junk: start empty rather than fail.
    return emptyEnquiry;
  }
}

/**
 * Keeps `values` with the time of this change. The same values again (the form saving
 * what it just restored) keep their first date, so opening the page does not extend a
 * draft's life: only typing does.
 */
export function saveDraft(
  values: EnquiryValues,
  storage?: Storage,
  now: number = Date.now(),
): void {
  try {
    const store = storage ?? localStorage;
    const isEmpty = Object.values(values).every((value) => value === '');
    if (isEmpty) {
      store.removeItem(DRAFT_KEY);
      return;
    }
    const saved = readDraft(store);
    if (saved && isFresh(saved.savedAt, now) && sameValues(saved.values, values)) return;
    store.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, values } satisfies StoredDraft));
  } catch {
    // Full or blocked storage: the form still works, only the safety net is missing.
  }
}

export function clearDraft(storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    store.removeItem(DRAFT_KEY);
    store.removeItem(UNDATED_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The stored draft, each field a string (anything else becomes empty); null if none, undated or junk. */
function readDraft(store: Storage): StoredDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { savedAt, values } = parsed as { savedAt?: unknown; values?: unknown };
  // No date, no draft: its age cannot be told.
  if (typeof savedAt !== 'number') return null;
  const draft = { ...emptyEnquiry };
  if (values && typeof values === 'object') {
    const typed = values as Record<string, unknown>;
    for (const key of Object.keys(emptyEnquiry) as Array<keyof EnquiryValues>) {
      const value = typed[key];
      if (typeof value === 'string') draft[key] = value;
    }
  }
  return { savedAt, values: draft };
}

/** Not older than DRAFT_MAX_AGE_MS, and not dated in the future beyond a clock's drift of a day. */
function isFresh(savedAt: number, now: number): boolean {
  const age = now - savedAt;
  return Number.isFinite(age) && age <= DRAFT_MAX_AGE_MS && age >= -24 * 60 * 60 * 1000;
}

function sameValues(a: EnquiryValues, b: EnquiryValues): boolean {
  return (Object.keys(emptyEnquiry) as Array<keyof EnquiryValues>).every(
    (key) => a[key] === b[key],
  );
}
