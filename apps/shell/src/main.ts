// The app's entry. React DOM is evaluated first, in a task of its own, and the app's code
// in the next one: on a slow phone the longest task of the start is React DOM's evaluation
// alone, not that and the app's together (issue 56). Asynchronously, too, so the dev
// servers' federation runtime can provide the shared modules first.

/** Gives the page a turn: a tap between the two tasks is answered at once. */
const yieldToPage = () =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise<void>((resolve) => setTimeout(resolve, 0));

import('react-dom/client').then(yieldToPage).then(() => import('./bootstrap'));
