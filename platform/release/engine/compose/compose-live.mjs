// @ts-check
// Composing the site from the live releases, as the composer: once for a trial, or into
// the storage until no pointer moved meanwhile (steps 4–5 of release.mjs's order).

import { CSP_FOLDER, readPointers, SHELL_FOLDER } from 'deployment';
import { asComposer, withWork } from '../engine.mjs';
import { liveReleases } from '../pointers.mjs';
import { assembleComposition } from './compose-site.mjs';
import { composedHere } from './compositions.mjs';
import { publishEditorParts } from './editor-parts.mjs';
import { liveFacts } from './live-facts.mjs';
import { syncComposition } from './sync.mjs';

/**
 * @import { Engine, Pointers } from '../../core/engine-types.mjs'
 * @import { Work } from '../engine.mjs'
 */

/** The lock a composition without a release takes (a bucket's locks/site.json). */
const SITE_LOCK = 'site';

/** Composing again this often without the pointers settling means something is wrong. */
const MAX_ROUNDS = 10;

/** Where the live composition goes. */
export const LIVE = { shell: SHELL_FOLDER, csp: CSP_FOLDER };

/**
 * The composition of `pointers`, in memory: its pages from the engine's page source
 * (composed here behind the walls, or brought as data: compositions.mjs), the rest made
 * by the engine from the live releases' own files.
 * @param {Engine} engine @param {Pointers} pointers
 * @param {Work} work
 */
export async function compose(engine, pointers, work) {
  const facts = await liveFacts(engine, pointers);
  const pages = await (engine.pageSource ?? composedHere).pagesFor(engine, pointers, work, facts);
  return assembleComposition(facts, pages, engine.targets);
}

/**
 * Composes the site from the live releases into the storage until no pointer moved
 * meanwhile. `engine` is the composer.
 * @param {Engine} engine @param {Work} work
 */
export async function composeUntilStable(engine, work) {
  const { storage, log } = engine;
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const pointers = await readPointers(storage);
    const composition = await compose(engine, pointers, work);
    const unmoved = async () =>
      liveReleases(await readPointers(storage)) === liveReleases(pointers);
    const { written, removed, complete } = await syncComposition(storage, composition, LIVE, {
      unmoved,
      afterPages: () => engine.afterStep?.('pages'),
    });
    log(
      `composed ${liveReleases(pointers)}: ${written.length} files written, ${removed.length} removed`,
    );
    if (complete && (await unmoved())) {
      engine.afterStep?.('remotes');
      return pointers;
    }
    log('another release moved a pointer meanwhile: composing again');
  }
  throw new Error(`the pointers kept moving through ${MAX_ROUNDS} compositions`);
}

/**
 * Composes the site again from the live releases, e.g. after a remote's origin changed
 * in the targets file. No pointer moves.
 * @param {Engine} engine
 */
export function recompose(engine) {
  const composer = asComposer(engine);
  return composer.storage.exclusively(SITE_LOCK, () =>
    withWork(engine, async (work) => {
      const live = await composeUntilStable(composer, work);
      await publishEditorParts(composer);
      return live;
    }),
  );
}
