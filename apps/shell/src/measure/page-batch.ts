import type { MeasureBatch, MeasureEvent } from 'shared-types';
import type { PageReleases } from './page-parts';

/**
 * A page's batch as the collector takes it (decision 021): the releases of the page's own
 * parts alone, the shell's and the one serving it, and no event charged to another part.
 * One that would be (a slow interaction whose longest script was another part's, the
 * first page's layout shift sent after a soft navigation, a failure of a part loaded for
 * a moment) goes without one, to the part serving the page: the collector refuses a
 * whole batch that names any other part.
 */
export function pageBatch(
  path: string,
  parts: string[],
  releases: PageReleases,
  events: MeasureEvent[],
): MeasureBatch {
  const own: PageReleases = {};
  for (const part of parts) if (releases[part]) own[part] = releases[part];
  for (const event of events) if (event.part && !parts.includes(event.part)) delete event.part;
  return { v: 1, path, releases: own, events };
}
