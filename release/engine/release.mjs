// @ts-check
// The release engine: one code path for every storage (a folder or a bucket). A release,
// a rollback and a promotion write in one order:
//   1. files    the release's immutable files (its folder and render build), skipping what
//               is there, through the gate (gate.mjs) and with its team's rights (roles.mjs);
//   2. trial    a composition with the new pointer, in memory: a release that cannot be
//               composed stops here, before anyone can see it;
//   3. pointer  the app's own pointer, history/<app>.json, read and written back under the
//               app's lock, and only if still as read (compare-and-swap);
//   4. pages    every page, composed by the live shell's composer from the releases the
//               pointers name;
//   5. remotes  then remotes.json, the pointer browsers read, and the removal of pages no
//               release serves any more.
// Steps 4–5 repeat until the pointers stay as they were while composing, so two teams
// releasing at the same moment both end up live: whoever composes last has seen both.
// A visitor can only be sent to files that were written before anything named them, so a
// release stopped at any step leaves a site that works; the next release completes it.
// A preview runs steps 1–2 and writes the composition under previews/<id>/ instead.
// Steps 2–5 are the composer's (roles.mjs): locally `release` runs both halves; in CI a
// team's job runs step 1 and leaves a request (requestRelease), the composer's job
// applies it (applyRequests), each with its own credentials (decision 012).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxPool } from '../sandbox/pool.mjs';
import {
  CSP_FOLDER,
  previewPath,
  releasePath,
  rendererPath,
  requestPath,
  requestsOf,
  SHELL_FOLDER,
} from '../site/site-layout.mjs';
import { parseJson } from '../storage/files.mjs';
import { StaleWrite } from '../storage/storage.mjs';
import { composeSite } from './compose-site.mjs';
import {
  assertCandidate,
  assertFileKey,
  assertKnownApp,
  assertReleaseId,
  assertReleaseInfo,
} from './gate.mjs';
import { recordFailure, smokeClearance } from './ledger.mjs';
import { materialize } from './materialize.mjs';
import {
  liveReleases,
  makeCurrent,
  POINTER_APPS,
  readPointer,
  readPointers,
  readPointerVersioned,
  recordRelease,
  rollbackTarget,
  writePointer,
} from './pointers.mjs';
import { RefusedRelease } from './refused.mjs';
import { assertReleasable, storedFacts } from './release-rules.mjs';
import { COMPOSER, confined, teamOf } from './roles.mjs';
import { syncComposition } from './sync.mjs';

export { RefusedRelease } from './refused.mjs';

/** The lock a composition without a release takes (a bucket's locks/site.json). */
const SITE_LOCK = 'site';

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
 * @property {string[]} routes the paths it serves (none: the shell's are the composer's)
 * @property {unknown} [siteConfig] the shell's business details
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
 * @typedef {{ dir: string, sandboxes: import('../sandbox/pool.mjs').SandboxPool }} Work
 *   a release's scratch folder (downloaded releases) and the render builds it started
 */

/**
 * Runs `task` with a release's Work, removed and stopped afterwards.
 * @template T @param {{ log: (line: string) => void }} engine @param {(work: Work) => Promise<T>} task
 * @returns {Promise<T>}
 */
async function withWork({ log }, task) {
  const dir = mkdtempSync(join(tmpdir(), 'jac-release-'));
  const sandboxes = sandboxPool(log);
  try {
    return await task({ dir, sandboxes });
  } finally {
    sandboxes.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {Engine} engine @param {Pointers} pointers @param {Work} work */
const compose = async (engine, pointers, work) =>
  composeSite(
    await materialize(engine.storage, pointers, work.dir),
    engine.targets,
    engine.now(),
    work.sandboxes,
  );

/**
 * Composes the site from the live releases into the storage until no pointer moved meanwhile.
 * @param {Engine} engine @param {Work} work
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

/**
 * A candidate's files, through the gate, written with its team's rights alone.
 * @param {Engine} engine @param {Candidate} candidate
 */
async function putFiles(engine, candidate) {
  assertCandidate(candidate);
  const team = confined(engine.storage, teamOf(candidate.app));
  let uploaded = 0;
  let present = 0;
  for (const { dir, folder, include } of candidate.folders) {
    const counts = await team.putFolder(dir, folder, include);
    uploaded += counts.uploaded;
    present += counts.present;
  }
  engine.log(
    `${candidate.app} ${candidate.id}: ${uploaded} files written, ${present} already there`,
  );
  engine.afterStep?.('files');
}

/**
 * @typedef {object} PointerMove
 * @property {'release' | 'rollback' | 'promote'} action
 * @property {string} app
 * @property {string | null} id the release it makes live, if known before the pointer is read
 * @property {string} [detail]
 * @property {(current: History) => { history: History, info: ReleaseInfo }} change
 *   the new pointer, from the one read under the app's lock
 */

/**
 * Changes the app's pointer once a composition with the change has succeeded, then
 * composes the site with it, as the composer. The pointer is read, changed and written
 * back under the app's lock, and written only if it is still as read (compare-and-swap):
 * two releases of one app at once both end in its history, or one is refused and
 * recorded. Records the outcome in the ledger.
 * @param {Engine} engine @param {PointerMove} move
 * @param {{ check?: () => Promise<void>, before?: (work: Work) => Promise<void> }} [steps]
 *   `check`: the release rules, before the lock is taken (a refusal writes nothing but its
 *   ledger entry); `before`: what goes first under the lock (the release's files)
 */
async function movePointer(engine, { action, app, id, detail, change }, { check, before } = {}) {
  const composer = { ...engine, storage: confined(engine.storage, COMPOSER) };
  const { storage } = composer;
  /** @type {Omit<import('../storage/storage.mjs').LedgerEntry, 'result'>} */
  const entry = {
    at: engine.now().toISOString(),
    who: engine.who,
    action,
    app,
    id,
    previous: null,
    ...(detail ? { detail } : {}),
  };
  try {
    await check?.();
    const pointers = await storage.exclusively(app, () =>
      withWork(engine, async (work) => {
        const { history: current, version } = await readPointerVersioned(storage, app);
        entry.previous = current.current;
        const { history, info } = change(current);
        Object.assign(entry, { id: history.current, ...info });
        await before?.(work);
        await compose(composer, { ...(await readPointers(storage)), [app]: history }, work);
        engine.afterStep?.('trial');
        await writePointer(storage, app, history, version);
        engine.afterStep?.('pointer');
        return composeUntilStable(composer, work);
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
export function recompose(engine) {
  const composer = { ...engine, storage: confined(engine.storage, COMPOSER) };
  return composer.storage.exclusively(SITE_LOCK, () =>
    withWork(engine, (work) => composeUntilStable(composer, work)),
  );
}

/**
 * Releases a built app: its files (its team's), a trial, its pointer, the composition
 * (the composer's): both identities in one command, as on a folder.
 * @param {Engine} engine @param {Candidate} candidate
 */
export async function release(engine, candidate) {
  const { app, id, info } = candidate;
  await movePointer(
    engine,
    {
      action: 'release',
      app,
      id,
      change: (current) => ({ history: recordRelease(current, id, info, engine.now()), info }),
    },
    {
      check: () => assertReleasable(engine, candidate),
      before: () => putFiles(engine, candidate),
    },
  );
}

/**
 * A team's half of a release, with its own rights only: its files, through the gate, and
 * its request to go live (requests/<app>/<id>.json), which the composer applies.
 * @param {Engine} engine @param {Candidate} candidate @param {'release' | 'preview'} action
 */
export async function requestRelease(engine, candidate, action = 'release') {
  const { app, id, info } = candidate;
  const entry = {
    at: engine.now().toISOString(),
    who: engine.who,
    action,
    app,
    id,
    previous: null,
    ...info,
  };
  try {
    await assertReleasable(engine, candidate);
    await putFiles(engine, candidate);
    /** @type {ReleaseRequest} */
    const request = { action, app, id, info, who: engine.who, at: entry.at };
    await confined(engine.storage, teamOf(app)).write(
      requestPath(app, id),
      `${JSON.stringify(request, null, 2)}\n`,
    );
  } catch (error) {
    // Recorded where the team's identity may write the ledger (a folder); on a bucket its
    // CI log says why, and the composer records what it refuses.
    await recordFailure(engine, entry, error);
    throw error;
  }
}

/**
 * Points an app back at an earlier release (`to`, or the one before the live one): no
 * file is uploaded, only the pointer and the composition change. A release whose files
 * or render build are gone fails the trial composition: nothing changes.
 * @param {Engine} engine @param {string} app @param {string} [to]
 * @returns {Promise<import('./pointers.mjs').Release>}
 */
export async function rollback(engine, app, to) {
  assertKnownApp(app);
  if (to !== undefined) assertReleaseId(app, to);
  /** @type {import('./pointers.mjs').Release | undefined} */
  let target;
  await movePointer(engine, {
    action: 'rollback',
    app,
    id: to ?? null,
    change: (history) => {
      target = rollbackTarget(history, to);
      if (!target) {
        throw new RefusedRelease(
          `${app}: ${to ? `no release ${to}` : 'no earlier release'} to roll back to (current ${history.current ?? 'none'})`,
        );
      }
      const info = { version: target.version, contract: target.contract };
      return { history: makeCurrent(history, target.id, engine.now()), info };
    },
  });
  return /** @type {import('./pointers.mjs').Release} */ (target);
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
  const { app, id, info } = candidate;
  return composePreview(engine, { app, id, info }, async () => {
    await assertReleasable(engine, candidate);
    await putFiles(engine, candidate);
  });
}

/**
 * The composer's half of a preview: the whole site with release `id` of `app` (its files
 * already written) and the live versions of the other parts, under previews/<id>/.
 * @param {Engine} engine @param {{ app: string, id: string, info: ReleaseInfo }} previewed
 * @param {() => Promise<void>} [before] what goes first (the release's files)
 * @returns {Promise<{ url: string | null, live: string }>}
 */
async function composePreview(engine, { app, id, info }, before) {
  const composer = { ...engine, storage: confined(engine.storage, COMPOSER) };
  const { storage } = composer;
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
    return await withWork(engine, async (work) => {
      await before?.();
      const live = await readPointers(storage);
      const history = recordRelease(
        live[app] ?? { current: null, releases: [] },
        id,
        info,
        engine.now(),
      );
      const composition = await compose(composer, { ...live, [app]: history }, work);
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
 * @typedef {{ action: 'release' | 'preview', app: string, id: string, info: ReleaseInfo, who: string, at: string }} ReleaseRequest
 */

/**
 * The composer's half of the releases teams requested: per app, the newest request is
 * made live (or previewed) through the gate, each is recorded, and every request read is
 * removed, applied, refused or superseded; one that failed for a passing reason (a lock
 * held too long, the network) stays for the next run. Returns how many releases went live or were previewed.
 * @param {Engine} engine
 */
export async function applyRequests(engine) {
  const storage = confined(engine.storage, COMPOSER);
  let applied = 0;
  for (const app of POINTER_APPS) {
    // A file still being written (a folder's `<key>.<pid>.tmp`) is not a request yet.
    const keys = [...(await storage.list(requestsOf(app))).keys()].filter((key) =>
      key.endsWith('.json'),
    );
    /** @type {string[]} requests that did not go live for a passing reason: tried again next time */
    const kept = [];
    const requests = [];
    for (const key of keys) {
      try {
        requests.push(await readRequest(storage, app, key));
      } catch (error) {
        await recordFailure(engine, requestEntry(engine, app, key), error);
        engine.log(
          `request ${requestsOf(app)}/${key} refused: ${/** @type {Error} */ (error).message}`,
        );
      }
    }
    for (const request of newestOfEachAction(requests)) {
      try {
        await applyRequest(engine, request);
        applied += 1;
      } catch (error) {
        engine.log(`${app} ${request.id}: ${/** @type {Error} */ (error).message}`);
        const refused = error instanceof RefusedRelease || error instanceof StaleWrite;
        if (!refused) kept.push(`${request.id}.json`);
      }
    }
    await storage.remove(
      keys.filter((key) => !kept.includes(key)).map((key) => `${requestsOf(app)}/${key}`),
    );
  }
  return applied;
}

/**
 * The newest release request and the newest preview request, oldest first: an older
 * request of the same action is superseded by the newer.
 * @param {ReleaseRequest[]} requests
 */
export const newestOfEachAction = (requests) =>
  /** @type {const} */ (['release', 'preview'])
    .flatMap((action) =>
      requests
        .filter((request) => request.action === action)
        .sort((a, b) => a.at.localeCompare(b.at))
        .slice(-1),
    )
    .sort((a, b) => a.at.localeCompare(b.at));

/** @param {Engine} engine @param {string} app @param {string} key */
const requestEntry = (engine, app, key) => ({
  at: engine.now().toISOString(),
  who: engine.who,
  action: /** @type {const} */ ('release'),
  app,
  id: key.replace(/\.json$/, ''),
  previous: null,
});

/**
 * A request as the gate lets it through: its key, id, app and version checked, and every
 * key of its release's files.
 * @param {import('../storage/storage.mjs').Storage} storage @param {string} app @param {string} key
 * @returns {Promise<ReleaseRequest>}
 */
async function readRequest(storage, app, key) {
  const id = key.replace(/\.json$/, '');
  assertReleaseId(app, id);
  const body = await storage.read(requestPath(app, id));
  /** @type {ReleaseRequest} */
  const request = parseJson(body ?? '', requestPath(app, id));
  if (request.app !== app || request.id !== id) {
    throw new RefusedRelease(`${requestPath(app, id)} names ${request.app} ${request.id}`);
  }
  if (request.action !== 'release' && request.action !== 'preview') {
    throw new RefusedRelease(
      `${requestPath(app, id)}: ${JSON.stringify(request.action)} is not an action`,
    );
  }
  assertReleaseInfo(app, request.info ?? {});
  for (const folder of [releasePath(app, id), rendererPath(app, id)]) {
    for (const file of (await storage.list(folder)).keys()) assertFileKey(app, file);
  }
  return { ...request, who: String(request.who).slice(0, 200), at: String(request.at) };
}

/** @param {Engine} engine @param {ReleaseRequest} request */
async function applyRequest(engine, { action, app, id, info, who }) {
  // The team's job ran the rules with its own view; the composer runs them again on what
  // the team left in the storage, which is what goes live.
  const checked = async () => assertReleasable(engine, await storedFacts(engine.storage, app, id));
  if (action === 'preview') {
    await composePreview(engine, { app, id, info }, checked);
    return;
  }
  await movePointer(
    engine,
    {
      action: 'release',
      app,
      id,
      detail: `requested by ${who}`,
      change: (current) => ({ history: recordRelease(current, id, info, engine.now()), info }),
    },
    { check: checked },
  );
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
 * What `release --preview` wrote beside a preview's pages (preview.json), if it is a
 * preview of `app`; otherwise why not.
 * @param {import('../storage/storage.mjs').Storage} storage @param {string} app @param {string} id
 * @returns {Promise<{ previewed?: { app: string, id: string, version: string, contract: string, live: string }, why: string }>}
 */
async function previewRecordOf(storage, app, id) {
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
 * @returns {Promise<{ url: string | null, live: string }>}
 */
export async function previewAgain(engine, app, id) {
  assertKnownApp(app);
  assertReleaseId(app, id);
  const { previewed, why } = await previewRecordOf(engine.storage, app, id);
  if (!previewed) throw new RefusedRelease(why);
  const info = { version: previewed.version, contract: previewed.contract };
  assertReleaseInfo(app, info);
  return composePreview(engine, { app, id, info }, async () =>
    assertReleasable(engine, await storedFacts(engine.storage, app, id)),
  );
}

/**
 * Makes a previewed release live, only if a smoke run against its preview passed and was
 * recorded, with the same live parts as now.
 * @param {Engine} engine @param {string} app @param {string} id
 */
export async function promote(engine, app, id) {
  assertKnownApp(app);
  assertReleaseId(app, id);
  const { storage } = engine;
  const { previewed, why } = await previewRecordOf(storage, app, id);
  const pointers = await readPointers(storage);
  /** @type {{ ok: boolean, why?: string }} */
  const verdict = previewed
    ? smokeClearance(await storage.readLedger(), app, id, othersLive(pointers, app))
    : { ok: false, why };
  if (!verdict.ok || !previewed) {
    await storage.appendLedger({
      at: engine.now().toISOString(),
      who: engine.who,
      action: 'promote',
      app,
      id,
      previous: pointers[app]?.current ?? null,
      result: 'refused',
      detail: verdict.why ?? why,
    });
    throw new RefusedRelease(verdict.why ?? why);
  }
  if ((await storage.list(rendererPath(app, id))).size === 0) {
    throw new Error(`${app} ${id}: its files are gone`);
  }
  const info = { version: previewed.version, contract: previewed.contract };
  assertReleaseInfo(app, info);
  await movePointer(engine, {
    action: 'promote',
    app,
    id,
    change: (current) => ({ history: recordRelease(current, id, info, engine.now()), info }),
  });
}
