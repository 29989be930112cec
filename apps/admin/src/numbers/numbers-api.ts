import { LOCAL_BACKEND_ORIGIN } from '../config/backend-env';
import { KEY_NEEDED } from '../config/backend-key';
import type { EntryPageNames } from './entry-names';
import { isOwnerNumbers, type OwnerNumbers } from './owner-numbers';

/** Where this machine's editor backend answers the owner's numbers (platform/servers/editor/numbers-route.mjs). */
export const NUMBERS_URL = `${LOCAL_BACKEND_ORIGIN}/numbers`;

/** What the page can show: the numbers, or why not, in the owner's words. */
export type NumbersAnswer =
  | { kind: 'numbers'; numbers: OwnerNumbers; names?: EntryPageNames }
  /** The page holds no key, or one from an earlier start: the editor must be opened first. */
  | { kind: 'sign-in'; why: string }
  /** Nothing is counted where the backend runs: trying again will not help. */
  | { kind: 'not-counted'; why: string }
  /** It may work a moment later. */
  | { kind: 'failed'; why: string };

export const NOT_COUNTED =
  'Visits are not being counted on this machine yet, so there are no numbers to show.';
/** A build that saves through a Git host has no backend on this machine to count visits. */
export const NOT_HERE =
  "The numbers are shown by the editor on the business's own computer, where npm start runs: this copy of the editor saves through the Git host and has no numbers to show.";
export const NO_ANSWER =
  "The editor's backend did not answer. Check that npm start is still running, then try again.";
export const NOT_UNDERSTOOD = 'The numbers could not be read just now. Try again in a minute.';

/** The words the backend gave with its refusal, if any. */
const errorIn = (body: unknown): string | undefined => {
  const error = (body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' && error !== '' ? error : undefined;
};

/**
 * Asks the backend for the numbers with the editor's key, the same bearer token the
 * editor sends (config/backend-key.ts). No key, or one it refuses: the owner is told to
 * open the editor with this start's address, as the editor itself says.
 */
export async function askNumbers(
  key: string | undefined,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<NumbersAnswer> {
  if (!key) return { kind: 'sign-in', why: KEY_NEEDED.none };
  const answer = await fetch(NUMBERS_URL, {
    headers: { Authorization: `Bearer ${key}` },
    cache: 'no-store',
  }).catch(() => undefined);
  if (!answer) return { kind: 'failed', why: NO_ANSWER };
  if (answer.status === 401) return { kind: 'sign-in', why: KEY_NEEDED.old };
  const body: unknown = await answer.json().catch(() => undefined);
  if (answer.status === 404) return { kind: 'not-counted', why: errorIn(body) ?? NOT_COUNTED };
  if (!answer.ok || !isOwnerNumbers(body)) {
    return { kind: 'failed', why: errorIn(body) ?? NOT_UNDERSTOOD };
  }
  return { kind: 'numbers', numbers: body };
}
