import type { ErrorInfo } from 'react';

/**
 * React's report of a region it could not hydrate: the markup differed from the app's
 * first render (a bug: decision 014 lists what must be applied after hydration instead),
 * or the region's part failed while hydrating (its fallback follows). React draws that
 * region afresh either way; the log says where, for us and for the browser tests.
 */
export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  console.error(
    '[shell] a region was drawn afresh instead of hydrated:',
    error,
    info.componentStack ?? '',
  );
}
