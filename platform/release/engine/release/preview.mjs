// @ts-check
// Previews: a release's files published and the whole site composed with it and the live
// versions of the other parts under previews/<id>/, served at its own address. The live
// pointer does not move. A preview is composed again, without a build, when other parts
// went live since its smoke run (previewAgain).

import {
  CSP_FOLDER,
  POINTER_APPS,
  parseJson,
  previewPath,
  readPointer,
  readPointers,
  SHELL_FOLDER,
} from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { assertReleasable, storedFacts } from '../../gate/release.mjs';
import { assertKnownApp, assertReleaseId, assertReleaseInfo } from '../../gate/values.mjs';
import { asPreview } from '../../site/preview-banner.mjs';
import { compose } from '../compose/compose-live.mjs';
import { syncComposition } from '../compose/sync.mjs';
import { asComposer, ledgerEntry, withWork } from '../engine.mjs';
import { liveReleases, recordRelease } from '../pointers.mjs';
import { recordFailure } from './ledger.mjs';
import { COMMIT } from './part-changed.mjs';
import { putFiles } from './release.mjs';

/**
 * @import { Candidate, Engine, Pointers, ReleaseInfo } from '../../core/engine-types.mjs'
 * @import { Storage } from '../../core/storage.mjs'
 */

/**
 * @typedef {{ app: string, id: string, version: string, contract: string, url: string | null, live: string }} PublishedPreview
 *   a preview as the engine reports it: which release, where it is served, with which live parts
 */

/** @param {string} id */
const previewFolders = (id) => ({
  shell: `${previewPath(id)}/${SHELL_FOLDER}`,
  csp: `${previewPath(id)}/${CSP_FOLDER}`,
});

/**
 * The live release of every app but `app`: what a preview of `app` is composed with.
 * @param {Pointers} pointers @param {string} app
 */
export const othersLive = (pointers, app) =>
  liveReleases(
    pointers,
    POINTER_APPS.filter((other) => other !== app),
  );

/**
 * Where a preview is served: its id as the first label of the previews origin's host
 * (http://preview.localhost:4010 → http://<id>.preview.localhost:4010).
 * @param {string} origin @param {string} id
 */
export function previewUrl(origin, id) {
  const url = new URL(origin);
  url.hostname = `${id}.${url.hostname}`;
  return url.origin;
}

/**
 * Publishes a candidate's files and composes the whole site with it and the live
 * versions of the other parts under previews/<id>/.
 * @param {Engine} engine @param {Candidate} candidate
 * @param {{ commit?: string, base?: string }} [from] the draft's head commit it is built from
 *   (CI): promote checks it, so a preview can go live only as the draft that was merged; and
 *   main's commit it was built on (`base`): promote checks that main has not changed the
 *   part since, so a preview never goes live without a fix main gained meanwhile
 * @returns {Promise<PublishedPreview>}
 */
export async function preview(engine, candidate, { commit, base } = {}) {
  const { app, id, info } = candidate;
  return composePreview(engine, { app, id, info, commit, base }, async () => {
    await assertReleasable(engine, candidate);
    await putFiles(engine, candidate);
  });
}

/**
 * The composer's half of a preview: the whole site with release `id` of `app` (its files
 * already written) and the live versions of the other parts, under previews/<id>/.
 * @param {Engine} engine
 * @param {{ app: string, id: string, info: ReleaseInfo, commit?: string, base?: string }} previewed
 * @param {() => Promise<void>} [before] what goes first (the release's files)
 * @returns {Promise<PublishedPreview>}
 */
export async function composePreview(engine, { app, id, info, commit, base }, before) {
  for (const [name, value] of [
    ['commit', commit],
    ['base', base],
  ]) {
    if (value !== undefined && !COMMIT.test(value)) {
      throw new RefusedRelease(`a preview's ${name} is a commit's 40 hex digits`);
    }
  }
  const composer = asComposer(engine);
  const { storage } = composer;
  const previous = (await readPointer(storage, app)).current;
  const entry = {
    ...ledgerEntry(engine, { action: 'preview', app, id, previous, ...info }),
    ...(commit ? { commit } : {}),
    ...(base ? { base } : {}),
  };
  try {
    return await withWork(engine, async (work) => {
      await before?.();
      const live = await readPointers(storage);
      const history = recordRelease(
        live[app] ?? { current: null, releases: [] },
        id,
        info,
        engine.now(),
      );
      // Every page says it is a preview, with a link to the live one (never the live site's).
      const composition = asPreview(
        await compose(composer, { ...live, [app]: history }, work),
        engine.targets.shell,
      );
      engine.afterStep?.('trial');
      await syncComposition(storage, composition, previewFolders(id), {
        unmoved: async () => true,
      });
      const others = othersLive(live, app);
      const url = engine.targets.previews ? previewUrl(engine.targets.previews, id) : null;
      await storage.write(
        `${previewPath(id)}/${SHELL_FOLDER}/preview.json`,
        `${JSON.stringify({ app, id, ...info, live: others, at: entry.at, commit, base }, null, 2)}\n`,
      );
      await storage.appendLedger({ ...entry, result: 'done', live: others, detail: url ?? '' });
      return { app, id, ...info, url, live: others };
    });
  } catch (error) {
    await recordFailure(composer, entry, error);
    throw error;
  }
}

/**
 * What `preview` wrote beside a preview's pages (preview.json), if it is a preview of
 * `app`; otherwise why not.
 * @param {Storage} storage @param {string} app @param {string} id
 * @returns {Promise<{ previewed?: { app: string, id: string, version: string, contract: string, live: string, commit?: unknown, base?: unknown }, why: string }>}
 */
export async function previewRecordOf(storage, app, id) {
  const key = `${previewPath(id)}/${SHELL_FOLDER}/preview.json`;
  const body = await storage.read(key);
  if (!body) return { why: `no preview of ${id} is published` };
  const previewed = parseJson(body, key);
  if (previewed.app !== app) return { why: `${id} is a preview of ${previewed.app}, not ${app}` };
  return { previewed, why: '' };
}

/**
 * Composes a published preview again with the parts live now, from its stored files (no
 * build): what a smoke run needs once another part has gone live since it was tested.
 * @param {Engine} engine @param {string} app @param {string} id
 * @returns {Promise<PublishedPreview>}
 */
export async function previewAgain(engine, app, id) {
  assertKnownApp(app);
  assertReleaseId(app, id);
  const { previewed, why } = await previewRecordOf(engine.storage, app, id);
  if (!previewed) throw new RefusedRelease(why);
  const info = { version: previewed.version, contract: previewed.contract };
  assertReleaseInfo(app, info);
  // What promote checks travels with it: the draft it was built from, main's commit it was built on.
  const commit = typeof previewed.commit === 'string' ? previewed.commit : undefined;
  const base = typeof previewed.base === 'string' ? previewed.base : undefined;
  return composePreview(engine, { app, id, info, commit, base }, async () =>
    assertReleasable(engine, await storedFacts(engine.storage, app, id)),
  );
}
