/** A draft's state as this machine's editor backend tells it (platform/servers/editor/drafts/draft-previews.mjs). */
export interface DraftState {
  collection: string;
  slug: string;
  stage: 'preparing' | 'checking' | 'ready' | 'blocked' | 'nothing';
  /** What is happening, in the owner's words. */
  words: string;
  /** How long it should take more. */
  secondsLeft?: number;
  /** The draft's preview of the whole site, once there is one. */
  previewUrl?: string;
}

export type AskBackend = (body: { action: string; params: object }) => Promise<Response>;

/**
 * Every draft's state, or undefined if the backend cannot tell (it is not this machine's,
 * or it did not answer): the editor then says nothing rather than something wrong.
 */
export async function draftStates(ask: AskBackend): Promise<DraftState[] | undefined> {
  try {
    const response = await ask({ action: 'draftStates', params: {} });
    if (!response.ok) return undefined;
    const { drafts } = (await response.json()) as { drafts?: unknown };
    return Array.isArray(drafts) ? (drafts as DraftState[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The draft of an entry, if the states name one. */
export const draftOf = (states: readonly DraftState[], collection: string, slug: string) =>
  states.find((state) => state.collection === collection && state.slug === slug);

/** The entry an editor address shows: "#/collections/services/entries/ac". */
export function entryOf(hash: string): { collection: string; slug: string } | undefined {
  const [, collection, slug] = hash.match(/^#\/collections\/([^/]+)\/entries\/([^/?]+)/) ?? [];
  return collection && slug ? { collection, slug: decodeURIComponent(slug) } : undefined;
}

/** "about 12 seconds", "about 2 minutes": how long the owner should wait. */
export function waitWords(seconds: number): string {
  if (seconds === 1) return 'about 1 second';
  if (seconds < 90) return `about ${seconds} seconds`;
  return `about ${Math.round(seconds / 60)} minutes`;
}

/**
 * The backend's own URL, asked as the editor asks it: the page's fetch carries the key, or
 * the `fetch` given (one with the key, config/backend-key.ts's fetchWithKey).
 */
export const askBackendAt =
  (url: string, send: typeof globalThis.fetch = (...request) => fetch(...request)): AskBackend =>
  (body) =>
    send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
