// @ts-check
// GET /numbers on the editor's backend: how the website is doing, counted from the
// collector's database (platform/measure/queries.mjs), for the owner's page
// admin/numbers.html. editor-backend.mjs mounts it behind its guard, like every other
// request: the editor's origin, and this start's key.
import { ownerNumbers } from 'measure';

/** @import { OwnerNumbers, Store } from 'measure' */

/**
 * @typedef {(store: Store, options: { weeks: number }) => Promise<OwnerNumbers>} NumbersOf
 */

/** How many weeks the owner's page draws. */
export const WEEKS = 8;

/** Why there are no numbers, in the owner's words: the backend was started without --measure. */
export const NOT_COUNTED =
  "Visits are not being counted on this machine: the collector's database was not given to the editor's backend.";

/** Why the numbers could not be counted this time (the database did not answer). */
export const NOT_COUNTED_NOW =
  'The numbers could not be counted just now. Try again in a minute; if it keeps happening, the database of visits may be busy or missing.';

/**
 * The route's handler. Express 4 does not catch what an async handler throws, so this
 * answers every failure itself.
 * @param {{ store?: Store, numbersOf?: NumbersOf }} where the collector's database
 *   (none: not counted here), and how the numbers are counted from it (a test's stand-in)
 * @returns {(request: unknown, response: any) => Promise<void>}
 */
export function numbersRoute({ store, numbersOf = ownerNumbers }) {
  return async (_request, response) => {
    // Fresh at each look, and never kept by a cache: the answer is the owner's alone.
    response.setHeader('Cache-Control', 'no-store');
    if (!store) {
      response.status(404).json({ error: NOT_COUNTED });
      return;
    }
    try {
      response.json(await numbersOf(store, { weeks: WEEKS }));
    } catch (error) {
      console.error(`the owner's numbers: ${error instanceof Error ? error.message : error}`);
      response.status(500).json({ error: NOT_COUNTED_NOW });
    }
  };
}
