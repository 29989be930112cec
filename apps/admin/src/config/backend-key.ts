/**
 * The key of this machine's editor backend (platform/servers/editor/). The backend makes
 * a fresh one at each start and shows the editor's address with it,
 * http://localhost:4004/#backend-key=…, and answers no request without it: any program on
 * the machine can send the editor's Origin, but only a browser opened at that address
 * holds the key. The page keeps it in its own origin's storage, beside Decap's sign-in,
 * and sends it to the backend, and to nothing else, as a bearer token.
 */

import { showNoticePage } from '../owner-words/notice-page';

/**
 * The address's fragment that brings the key: #backend-key=…, or #/backend-key=… as
 * Decap's hash router has rewritten it by the time this page's code runs.
 */
const KEY_FRAGMENT = /^#\/?backend-key=([A-Za-z0-9_-]{32,})$/;

/** Where the page keeps the key: its origin's storage. */
export const BACKEND_KEY_STORAGE = 'jac-editor-backend-key';

/** What the page reads the key from and keeps it in. */
export interface KeyPlace {
  location: Pick<Location, 'hash' | 'pathname' | 'search' | 'replace'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** Why the editor cannot start yet, in the owner's words. */
export const KEY_NEEDED = {
  none: "This browser does not have the editor's key yet. Open the editor with the address that npm start showed when it started: it ends with #backend-key= and a long code.",
  old: "The key this browser had is from an earlier start of the editor's backend. Open the editor with the address that npm start showed this time: it ends with #backend-key= and a long code.",
} as const;

/** Whether the address brings a key (the one `npm start` printed). */
export const keyInAddress = (location: Pick<Location, 'hash'>): boolean =>
  KEY_FRAGMENT.test(location.hash);

/**
 * The key: the one the address brings (kept, and taken out of the address, so that it
 * stays out of the history and of a bookmark), else the one kept from before.
 */
export function backendKey({ location, storage }: KeyPlace): string | undefined {
  const brought = location.hash.match(KEY_FRAGMENT)?.[1];
  if (brought) {
    storage.setItem(BACKEND_KEY_STORAGE, brought);
    // Replaced, so the key leaves the history too, by the editor's own start, '#/'.
    location.replace(`${location.pathname}${location.search}#/`);
    return brought;
  }
  return storage.getItem(BACKEND_KEY_STORAGE) ?? undefined;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * `fetch`, with the key on each request to the backend's origin and on none other.
 * Decap's proxy backend sends its requests with the page's `fetch`.
 */
export function fetchWithKey(
  fetch: typeof globalThis.fetch,
  backendOrigin: string,
  key: string,
): typeof globalThis.fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (originOf(url) !== backendOrigin) return fetch(input, init);
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
    headers.set('Authorization', `Bearer ${key}`);
    return fetch(input, { ...init, headers });
  };
}

export type KeyCheck =
  | { ok: true; fetch: typeof globalThis.fetch }
  | { ok: false; why: (typeof KEY_NEEDED)[keyof typeof KEY_NEEDED] };

/**
 * The page's `fetch` with its key, once the backend has taken the key (asked once, before
 * the editor starts). Without a key, or with one from an earlier start of the backend
 * (forgotten then), the owner is told how to open the editor instead of meeting Decap's
 * errors. A backend that does not answer at all is Decap's to report, as before.
 */
export async function checkedKey(
  place: KeyPlace,
  fetch: typeof globalThis.fetch,
  backendUrl: string,
): Promise<KeyCheck> {
  const key = backendKey(place);
  if (!key) return { ok: false, why: KEY_NEEDED.none };
  const withKey = fetchWithKey(fetch, new URL(backendUrl).origin, key);
  const answer = await withKey(backendUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  }).catch(() => undefined);
  if (answer?.status === 401) {
    place.storage.removeItem(BACKEND_KEY_STORAGE);
    return { ok: false, why: KEY_NEEDED.old };
  }
  return { ok: true, fetch: withKey };
}

/** The page the owner sees instead of the editor, saying how to open it with its key. */
export function showKeyNeeded(document: Document, why: string): void {
  showNoticePage(document, { title: 'The editor needs its key', paragraphs: [why] });
}
