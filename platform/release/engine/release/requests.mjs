// @ts-check
// The composer's half of the releases teams requested (release.mjs's requestRelease): per
// app, the newest request is made live (or previewed) through the gate, each is recorded
// in the ledger by the composer, and every request read is removed, applied, refused or
// superseded; one that failed for a passing reason (a lock held too long, the network)
// stays for the next run.

import {
  POINTER_APPS,
  parseJson,
  releasePath,
  rendererPath,
  requestPath,
  requestsOf,
} from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { StaleWrite } from '../../core/storage.mjs';
import { assertReleasable, storedFacts } from '../../gate/release.mjs';
import {
  assertFileKey,
  assertReleaseId,
  assertReleaseInfo,
  assertWho,
} from '../../gate/values.mjs';
import { verifiedRelease } from '../../provenance/record.mjs';
import { releasedBy } from '../../provenance/statement.mjs';
import { asComposer, ledgerEntry } from '../engine.mjs';
import { recordRelease } from '../pointers.mjs';
import { recordFailure } from './ledger.mjs';
import { movePointer } from './pointer-move.mjs';
import { composePreview } from './preview.mjs';

/**
 * @import { Engine, ReleaseInfo } from '../../core/engine-types.mjs'
 * @import { Storage } from '../../core/storage.mjs'
 */

/**
 * @typedef {{ action: 'release' | 'preview', app: string, id: string, info: ReleaseInfo, who: string, at: string }} ReleaseRequest
 */

/**
 * Returns how many releases went live or were previewed.
 * @param {Engine} engine
 */
export async function applyRequests(engine) {
  const composer = asComposer(engine);
  const { storage } = composer;
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
        const id = key.replace(/\.json$/, '');
        await recordFailure(composer, ledgerEntry(engine, { action: 'release', app, id }), error);
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

/**
 * A request as the gate lets it through: its key, id, app and version checked, and every
 * key of its release's files.
 * @param {Storage} storage @param {string} app @param {string} key
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
  // `who` reaches the ledger and every terminal that prints it: a name, or refused.
  assertWho(`${requestPath(app, id)}'s who`, request.who);
  return { ...request, at: String(request.at) };
}

/** @param {Engine} engine @param {ReleaseRequest} request */
async function applyRequest(engine, { action, app, id, info, who }) {
  // The team's job ran the rules with its own view; the composer runs them again on what
  // the team left in the storage, which is what goes live.
  const checked = async () => {
    await assertReleasable(engine, await storedFacts(engine.storage, app, id));
    if (engine.provenance && action === 'release') {
      const { verified } = await verifiedRelease(
        { ...engine, provenance: engine.provenance },
        app,
        id,
      );
      if (!releasedBy(app, verified.workflow)) {
        throw new RefusedRelease(
          `${app} ${id}: built by ${verified.workflow}, not ${app}'s release workflow: only a promotion makes a draft's preview live`,
        );
      }
    }
  };
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
