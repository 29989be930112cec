import { useHydrated } from 'shared-ui';
import { INLINE_DATA_IDS, readInlineData } from '../config/inline-data';

/** The year the release step composed this page in, as its footer says; undefined without one. */
function composedYear(): number | undefined {
  const year = readInlineData(INLINE_DATA_IDS.composedYear);
  return typeof year === 'number' ? year : undefined;
}

/**
 * The copyright's year. The pre-render is given it; while the app hydrates a composed
 * page it is the year that page shows, so the markup matches (a page composed last
 * December and read in January); right after, this year (decision 014).
 */
export function useYear(preset?: number): number {
  const hydrated = useHydrated();
  const thisYear = new Date().getFullYear();
  return preset ?? (hydrated ? thisYear : (composedYear() ?? thisYear));
}
