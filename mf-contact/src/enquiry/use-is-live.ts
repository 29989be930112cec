import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML, true once the app runs the page: what needs the app
 * (sending the form) is shown as not yet ready until then.
 */
export function useIsLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
