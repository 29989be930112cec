import { useSyncExternalStore } from 'react';
import { INLINE_DATA_IDS, readInlineData } from '../config/inline-data';

/** The year the release step composed this page in, as its footer says; undefined without one. */
function composedYear(): number | undefined {
  const year = readInlineData(INLINE_DATA_IDS.composedYear);
  return typeof year === 'number' ? year : undefined;
}

const thisYear = () => new Date().getFullYear();
const unchanging = () => () => {};

/**
 * The copyright's year. The pre-render is given it; while the app hydrates a composed
 * page it is the year that page shows, so the markup matches (a page composed last
 * December and read in January); right after, this year (decision 014). Read as a store
 * of the year itself, not of whether the app has hydrated: React re-renders the footer
 * after hydrating only when the two years differ, and that render is synchronous, a whole
 * footer in one task (issue 56).
 */
export function useYear(preset?: number): number {
  const year = useSyncExternalStore(unchanging, thisYear, () => composedYear() ?? thisYear());
  return preset ?? year;
}
