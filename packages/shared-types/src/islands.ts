/**
 * Islands (decision 025): small plain scripts a remote's render build gives the composer,
 * which inlines one into a page whose markup asks for it by name
 * (`data-island="carousel"`). They make that markup answer (a carousel's bullets, a
 * form's send) before the app arrives at idle. When the app's component hydrates the
 * element, it asks the island for what the visitor did (HAND_OVER_EVENT) and the island
 * stops: one of them answers the visitor at a time, never both.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** An island's name: what `data-island` says and the render build's `islands` key. */
export const ISLAND_NAME = /^[a-z][a-z-]{0,31}$/;

/** An island's source at most, in bytes: a few KB, on every page that asks for it. */
export const MAX_ISLAND_BYTES = 8 * 1024;

/**
 * Dispatched on the island's element by the app's component as it takes over. Its detail
 * is a HandOver: the island calls `reply` with its state once it has stopped.
 */
export const HAND_OVER_EVENT = 'jac:hand-over';

export interface HandOver<State> {
  /** Called by the island, at once or once a move under way has ended. */
  reply(state: State): void;
}
