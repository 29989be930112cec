// The app's entry. The app starts in four tasks with a turn for the page between them
// (issue 56): React with the router (the shared chunk's own code), React DOM, the app's
// modules, then the app's start (hydration, which React itself slices). Evaluating a module
// cannot yield, so on a slow phone each must stay under 50 ms alone. Asynchronously, too,
// so the dev servers' federation runtime can provide the shared modules first.

/** Gives the page a turn: a tap between two tasks is answered at once. */
const yieldToPage = () =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise<void>((resolve) => setTimeout(resolve, 0));

import('react')
  .then(yieldToPage)
  .then(() => import('react-dom/client'))
  .then(yieldToPage)
  .then(() => import('./bootstrap'))
  .then(async ({ start }) => {
    await yieldToPage();
    start();
  });
