import type { Locale } from 'shared-types';

/**
 * What the editor's backend answers at GET /numbers: the shape of `ownerNumbers` in
 * platform/measure/queries.mjs, as the owner's page reads it.
 */

/** One stretch of time's counts: visits, and what the business wants from them. */
export interface Counts {
  visits: number;
  calls: number;
  whatsapp: number;
  enquiries: number;
}

/** A week, Monday to Sunday (UTC); `start` is its Monday, 'YYYY-MM-DD'. */
export interface WeekCounts extends Counts {
  start: string;
}

/** One page in one language; `path` is the route without the language's prefix ('/service/ac'). */
export interface PageCounts extends Counts {
  path: string;
  lang: Locale;
}

export interface OwnerNumbers {
  /** Oldest first; the last is this week, so far. */
  weeks: WeekCounts[];
  /** This week and the week before together, every page with a visit. */
  pages: PageCounts[];
  /** The day the pages' figures start from (ISO). */
  since: string;
}

export type Measure = keyof Counts;

/** The four counts, in the order the owner reads them everywhere on the page. */
export const MEASURES: readonly Measure[] = ['visits', 'calls', 'whatsapp', 'enquiries'];

/** Whether an answer has the shape the page draws (the backend may be older than the page). */
export function isOwnerNumbers(value: unknown): value is OwnerNumbers {
  const numbers = value as Partial<OwnerNumbers> | undefined;
  return (
    Array.isArray(numbers?.weeks) &&
    Array.isArray(numbers?.pages) &&
    typeof numbers?.since === 'string'
  );
}
