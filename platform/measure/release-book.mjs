// @ts-check
// Which release ids each part has released, read from the deployment's pointers (the
// same history `npm run releases` and a rollback read), so a batch naming an id no part
// ever released is refused. Read again when a batch names one not seen yet, at most once
// a second: a release promoted a moment ago is known at its first visit. Both go by
// package folder: shell, mf-contact, …. With each known release, the pages it serves
// (release-routes.mjs).
import { readPointers } from 'deployment';
import { releaseRoutes } from './release-routes.mjs';

/**
 * @import { DeploymentReader } from 'deployment'
 * @import { ReleaseChecker } from './batch.mjs'
 */

/** @param {DeploymentReader} storage @param {() => number} [clock] */
export function releaseBook(storage, clock = Date.now) {
  /** @type {Set<string>} */
  let known = new Set();
  let readAt = Number.NEGATIVE_INFINITY;
  /** @type {Promise<void> | undefined} */
  let reading;
  const routes = releaseRoutes(storage);
  const read = async () => {
    readAt = clock();
    const pointers = await readPointers(storage);
    known = new Set(
      Object.entries(pointers).flatMap(([app, history]) =>
        (history?.releases ?? []).map((release) => `${app} ${release.id}`),
      ),
    );
  };
  return {
    /**
     * A checker for one batch: `ids` are the batch's part → release pairs, read again first
     * if one is new to the book. @param {Record<string, unknown>} ids
     */
    async checkerFor(ids) {
      const unseen = Object.entries(ids ?? {}).some(([part, id]) => !known.has(`${part} ${id}`));
      // Batches that come while the pointers are read wait for that read, not another.
      if (unseen && !reading && clock() - readAt >= 1000) {
        reading = read().finally(() => {
          reading = undefined;
        });
      }
      if (reading) await reading;
      const knows = (/** @type {string} */ part, /** @type {string} */ id) =>
        known.has(`${part} ${id}`);
      // Only ids the pointers hold: a batch cannot make the book read what it likes.
      await Promise.all(
        Object.entries(ids ?? {})
          .filter(([part, id]) => knows(part, String(id)))
          .map(([part, id]) => routes.load(part, String(id))),
      );
      /** @type {ReleaseChecker} */
      const checker = { knows, serves: routes.serves };
      return checker;
    },
  };
}
