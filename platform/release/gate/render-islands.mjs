// @ts-check
// A part's islands (decision 025) are code the composer inlines into the part's own pages,
// where the Content-Security-Policy allows them by their hash. They come from the part's
// render build, which runs behind the walls: what it says of them is data, checked here
// before the composer sees it. The limits are shared-types' islands.ts.
import { printable } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';

/** An island's name: what its markup's data-island says (shared-types' ISLAND_NAME). */
const ISLAND_NAME = /^[a-z][a-z-]{0,31}$/;
/** The most islands a part may have, and the largest one (shared-types' MAX_ISLAND_BYTES). */
export const ISLAND_LIMITS = { count: 8, bytes: 8 * 1024 };

/**
 * A render build's islands, as the composer may use them: none, or a few short named scripts.
 * @param {string} app @param {unknown} islands
 * @returns {Record<string, string> | undefined}
 */
export function checkedIslands(app, islands) {
  if (islands === undefined) return undefined;
  if (islands === null || typeof islands !== 'object' || Array.isArray(islands)) {
    throw new RefusedRelease(`${app}: its render build's islands are not named scripts`);
  }
  const entries = Object.entries(islands);
  if (entries.length > ISLAND_LIMITS.count) {
    throw new RefusedRelease(
      `${app}: its render build has ${entries.length} islands, more than ${ISLAND_LIMITS.count}`,
    );
  }
  for (const [name, source] of entries) {
    if (!ISLAND_NAME.test(name)) {
      throw new RefusedRelease(`${app}: ${printable(name)} is not an island's name`);
    }
    if (typeof source !== 'string') {
      throw new RefusedRelease(`${app}: its island ${name} is not a script`);
    }
    // The composer inlines it in a <script> element: these would end it early, or change
    // how the browser reads the rest of the page.
    if (/<\/script|<!--/i.test(source)) {
      throw new RefusedRelease(`${app}: its island ${name} holds "</script" or "<!--"`);
    }
    const bytes = Buffer.byteLength(source);
    if (bytes > ISLAND_LIMITS.bytes) {
      throw new RefusedRelease(
        `${app}: its island ${name} is ${bytes} bytes, more than ${ISLAND_LIMITS.bytes} an island may be`,
      );
    }
  }
  return Object.fromEntries(entries);
}
