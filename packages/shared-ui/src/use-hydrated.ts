import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the pre-render and while the app hydrates it; true right after, and in a page
 * the app drew itself. What depends on the browser is drawn only once this is true, so
 * the first render matches the HTML (decision 014).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
