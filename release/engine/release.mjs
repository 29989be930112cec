// @ts-check
// The release engine: one code path for every storage (a folder or a bucket). A release,
// a rollback and a promotion write in one order:
//   1. files    the release's immutable files (its folder and render build), skipping what is there;
//   2. trial    a composition with the new pointer, in memory: a release that cannot be
//               composed stops here, before anyone can see it;
//   3. pointer  the app's own pointer, history/<app>.json, which only its releases write;
//   4. pages    every page, composed by the live shell's composer from the releases the
//               pointers name;
//   5. remotes  then remotes.json, the pointer browsers read, and the removal of pages no
//               release serves any more.
// Steps 4–5 repeat until the pointers stay as they were while composing, so two teams
// releasing at the same moment both end up live: whoever composes last has seen both.
// A visitor can only be sent to files that were written before anything named them, so a
// release stopped at any step leaves a site that works; the next release completes it.
// A preview runs steps 1–2 and writes the composition under previews/<id>/ instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_FOLDER, previewPath, rendererPath, SHELL_FOLDER } from '../site/site-layout.mjs';
import { parseJson } from '../storage/files.mjs';
import { composeSite } from './compose-site.mjs';
import { smokeClearance } from './ledger.mjs';
import { materialize } from './materialize.mjs';
import {
  liveReleases,
  makeCurrent,
  POINTER_APPS,
  readPointer,
  readPointers,
  recordRelease,
  rollbackTarget,
  writePointer,
} from './pointers.mjs';
import { syncComposition } from './sync.mjs';

/** Composing again this often without the pointers settling means something is wrong. */
const MAX_ROUNDS = 10;

/**
 * @typedef {'files' | 'trial' | 'pointer' | 'pages' | 'remotes'} Step
 * @typedef {object} Engine what a release runs with
 * @property {import('../storage/storage.mjs').Storage} storage
 * @property {import('../cli/deployment.mjs').Targets} targets where each app is served
 * @property {string} who recorded in the ledger
 * @property {(line: string) => void} log
 * @property {() => Date} now
 * @property {(step: Step) => void} [afterStep] called after each step (the tests stop a release there)
 * @typedef {{ version: string, contract: string }} ReleaseInfo
 * @typedef {object} Candidate a built app, ready to release
 * @property {string} app
 * @property {string} id its content id: the same files, the same id
 * @property {ReleaseInfo} info
 * @property {Array<{ dir: string, folder: string, include?: (file: string) => boolean }>} folders
 *   local folders and where they go
 * @typedef {import('./pointers.mjs').Pointers} Pointers
 * @typedef {import('./pointers.mjs').History} History
 */

const LIVE = { shell: SHELL_FOLDER, csp: CSP_FOLDER };

/** @param {string} id */
const previewFolders = (id) => ({
  shell: `${previewPath(id)}/${SHELL_FOLDER}`,
  csp: `${previewPath(id)}/${CSP_FOLDER}`,
});

/**
 * A failure goes into the ledger when the storage can still be written; when it cannot
 * (the reason it failed), the error that stopped the release is what the caller sees.
 * @param {Engine} engine
 * @param {Omit<import('../storage/storage.mjs').LedgerEntry, 'result'>} entry @param {unknown} error
 */
async function recordFailure(engine, entry, error) {
  const why = error instanceof Error ? error.message : String(error);
  try {
    await engine.storage.appendLedger({ ...entry, result: 'failed', detail: why });
  } catch {
    engine.log('the failure could not be recorded in the ledger');
  }
}

/**
 * Runs `task` with a scratch folder for downloaded releases, removed afterwards.
 * @template T @param {(work: string) => Promise<T>} task @returns {Promise<T>}
 */
async function withWork(task) {
  const work = mkdtempSync(join(tmpdir(), 'jac-release-'));
  try {
    return await task(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** @param {Engine} engine @param {Pointers} pointers @param {string} work */
const compose = async (engine, pointers, work) =>
  composeSite(await materialize(engine.storage, pointers, work), engine.targets, engine.now());

/**
 * Composes the site from the live releases into the storage until no pointer moved meanwhile.
 * @param {Engine} engine @param {string} work
 */
async function composeUntilStable(engine, work) {
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

/** @param {Engine} engine @param {Candidate} candidate */
async function putFiles(engine, candidate) {
  let uploaded = 0;
  let present = 0;
  for (const { dir, folder, include } of candidate.folders) {
    const counts = await engine.storage.putFolder(dir, folder, include);
    uploaded += counts.uploaded;
    present += counts.present;
  }
  engine.log(
    `${candidate.app} ${candidate.id}: ${uploaded} files written, ${present} already there`,
  );
  engine.afterStep?.('files');
}

/**
 * Makes `history` the app's pointer once a composition with it has succeeded, then
 * composes the site with it. Records the outcome in the ledger.
 * @param {Engine} engine
 * @param {{ action: 'release' | 'rollback' | 'promote', app: string, history: History, info: ReleaseInfo, detail?: string }} change
 * @param {(work: string) => Promise<void>} [before] what goes first (the release's files)
 */
async function movePointer(engine, { action, app, history, info, detail }, before) {
  const { storage } = engine;
  const previous = (await readPointer(storage, app)).current;
  /** @type {Omit<import('../storage/storage.mjs').LedgerEntry, 'result'>} */
  const entry = {
    at: engine.now().toISOString(),
    who: engine.who,
    action,
    app,
    id: history.current,
    previous,
    ...info,
    ...(detail ? { detail } : {}),
  };
  try {
    const pointers = await storage.exclusively(() =>
      withWork(async (work) => {
        await before?.(work);
        await compose(engine, { ...(await readPointers(storage)), [app]: history }, work);
        engine.afterStep?.('trial');
        await writePointer(storage, app, history);
        engine.afterStep?.('pointer');
        return composeUntilStable(engine, work);
      }),
    );
    await storage.appendLedger({ ...entry, result: 'done', live: liveReleases(pointers) });
  } catch (error) {
    await recordFailure(engine, entry, error);
    throw error;
  }
}

/**
 * Composes the site again from the live releases, e.g. after a remote's origin changed
 * in the targets file. No pointer moves.
 * @param {Engine} engine
 */
export const recompose = (engine) =>
  engine.storage.exclusively(() => withWork((work) => composeUntilStable(engine, work)));

/**
 * Releases a built app: its files, a trial, its pointer, the composition.
 * @param {Engine} engine @param {Candidate} candidate
 */
export async function release(engine, candidate) {
  const { app, id, info } = candidate;
  const history = recordRelease(await readPointer(engine.storage, app), id, info, engine.now());
  await movePointer(engine, { action: 'release', app, history, info }, () =>
    putFiles(engine, candidate),
  );
}

/**
 * Points an app back at an earlier release (`to`, or the one before the live one): no
 * file is uploaded, only the pointer and the composition change. A release whose files
 * or render build are gone fails the trial composition: nothing changes.
 * @param {Engine} engine @param {string} app @param {string} [to]
 */
export async function rollback(engine, app, to) {
  const history = await readPointer(engine.storage, app);
  const target = rollbackTarget(history, to);
  if (!target) {
    throw new Error(
      `${app}: ${to ? `no release ${to}` : 'no earlier release'} to roll back to (current ${history.current ?? 'none'})`,
    );
  }
  await movePointer(engine, {
    action: 'rollback',
    app,
    history: makeCurrent(history, target.id, engine.now()),
    info: { version: target.version, contract: target.contract },
  });
  return target;
}

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
 * Publishes a candidate's files and composes the whole site with it and the live
 * versions of the other parts under previews/<id>/. The live pointer does not move.
 * @param {Engine} engine @param {Candidate} candidate
 * @returns {Promise<{ url: string | null, live: string }>}
 */
export async function preview(engine, candidate) {
  const { storage } = engine;
  const { app, id, info } = candidate;
  const entry = {
    at: engine.now().toISOString(),
    who: engine.who,
    action: /** @type {const} */ ('preview'),
    app,
    id,
    previous: (await readPointer(storage, app)).current,
    ...info,
  };
  try {
    return await withWork(async (work) => {
      await putFiles(engine, candidate);
      const live = await readPointers(storage);
      const history = recordRelease(
        live[app] ?? { current: null, releases: [] },
        id,
        info,
        engine.now(),
      );
      const composition = await compose(engine, { ...live, [app]: history }, work);
      engine.afterStep?.('trial');
      await syncComposition(storage, composition, previewFolders(id), {
        unmoved: async () => true,
      });
      const others = othersLive(live, app);
      const url = engine.targets.previews ? previewUrl(engine.targets.previews, id) : null;
      await storage.write(
        `${previewPath(id)}/${SHELL_FOLDER}/preview.json`,
        `${JSON.stringify({ app, id, ...info, live: others, at: entry.at }, null, 2)}\n`,
      );
      await storage.appendLedger({ ...entry, result: 'done', live: others, detail: url ?? '' });
      return { url, live: others };
    });
  } catch (error) {
    await recordFailure(engine, entry, error);
    throw error;
  }
}

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
 * Makes a previewed release live, only if a smoke run against its preview passed and was
 * recorded, with the same live parts as now.
 * @param {Engine} engine @param {string} app @param {string} id
 */
export async function promote(engine, app, id) {
  const { storage } = engine;
  const body = await storage.read(`${previewPath(id)}/${SHELL_FOLDER}/preview.json`);
  const previewed = body && parseJson(body, `${previewPath(id)}/${SHELL_FOLDER}/preview.json`);
  const pointers = await readPointers(storage);
  const verdict = previewed
    ? previewed.app === app
      ? smokeClearance(await storage.readLedger(), app, id, othersLive(pointers, app))
      : { ok: false, why: `${id} is a preview of ${previewed.app}, not ${app}` }
    : { ok: false, why: `no preview of ${id} is published` };
  if (!verdict.ok) {
    await storage.appendLedger({
      at: engine.now().toISOString(),
      who: engine.who,
      action: 'promote',
      app,
      id,
      previous: pointers[app]?.current ?? null,
      result: 'refused',
      detail: verdict.why,
    });
    throw new RefusedRelease(verdict.why);
  }
  if ((await storage.list(rendererPath(app, id))).size === 0) {
    throw new Error(`${app} ${id}: its files are gone`);
  }
  const info = { version: previewed.version, contract: previewed.contract };
  await movePointer(engine, {
    action: 'promote',
    app,
    history: recordRelease(
      pointers[app] ?? { current: null, releases: [] },
      id,
      info,
      engine.now(),
    ),
    info,
  });
}

/** A release the rules do not allow: nothing was changed. */
export class RefusedRelease extends Error {
  /** @override */
  name = 'RefusedRelease';
}
