// @ts-check
// Nothing is kept for ever: events older than 9 weeks are deleted when the collector
// starts and every hour while it runs. The owner's page shows 8 weeks; one more keeps
// the oldest week it shows whole whatever the day (decision 021). The privacy policy
// says so (apps/mf-marketing/content/privacy-policy.json).
import { deleteEventsBefore } from './queries.mjs';

/** @import { Store } from './store/store.mjs' */

export const KEPT_FOR_MS = 9 * 7 * 24 * 60 * 60 * 1000;
const HOURLY_MS = 60 * 60 * 1000;

/**
 * Deletes what is older than is kept now, then every `every` ms, on a timer that keeps no
 * process alive. `stop` ends it once a deletion under way is done.
 * @param {Store} store
 * @param {{ every?: number, clock?: () => number, log?: (line: string) => void }} [options]
 */
export function keepOnlyRecent(
  store,
  { every = HOURLY_MS, clock = Date.now, log = console.error } = {},
) {
  /** @type {Promise<number>} */
  let running = Promise.resolve(0);
  const prune = () => {
    running = running
      .then(() => deleteEventsBefore(store, clock() - KEPT_FOR_MS))
      .catch((/** @type {Error} */ error) => {
        log(`collector: could not delete old counts: ${error.message}`);
        return 0;
      });
    return running;
  };
  const first = prune();
  const timer = setInterval(prune, every);
  timer.unref();
  return {
    /** The deletion at start: how many events went. */
    first,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
