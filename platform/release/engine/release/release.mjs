// @ts-check
// The release engine: one code path for every storage (a folder or a bucket). A release,
// a rollback and a promotion write in one order:
//   1. files    the release's immutable files (its folder and render build), skipping what
//               is there, through the gate (gate/values.mjs) and with its team's rights (gate/identities.mjs);
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
// Steps 2–5 are the composer's (gate/identities.mjs): locally `release` runs both halves; in CI a
// team's job runs step 1 and leaves a request (requestRelease), the composer's job
// applies it (requests.mjs), each with its own credentials (decision 012). Previews:
// preview.mjs; promotion: promote.mjs.

import { requestPath } from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { confined, teamOf } from '../../gate/identities.mjs';
import { assertReleasable } from '../../gate/release.mjs';
import { assertCandidate, assertKnownApp, assertReleaseId } from '../../gate/values.mjs';
import { provenancePath } from '../../provenance/record.mjs';
import { makeCurrent, recordRelease, rollbackTarget } from '../pointers.mjs';
import { movePointer } from './pointer-move.mjs';

/**
 * @import { Candidate, Engine } from '../../core/engine-types.mjs'
 * @import { Release } from '../pointers.mjs'
 * @import { ReleaseRequest } from './requests.mjs'
 */

export { RefusedRelease } from '../../core/refused.mjs';

/**
 * A candidate's files, through the gate, written with its team's rights alone.
 * @param {Engine} engine @param {Candidate} candidate
 */
export async function putFiles(engine, candidate) {
  assertCandidate(candidate);
  const team = confined(engine.storage, teamOf(candidate.app));
  let uploaded = 0;
  let present = 0;
  for (const { dir, folder, include } of candidate.folders) {
    const counts = await team.putFolder(dir, folder, include);
    uploaded += counts.uploaded;
    present += counts.present;
  }
  // Its provenance last: a record names only files that are there (the composer checks).
  // Written once: a retried job finds it there (a release's id is its content's hash).
  const record = candidate.provenance && provenancePath(candidate.app, candidate.id);
  if (candidate.provenance && record && !(await team.read(record))) {
    await team.write(record, `${JSON.stringify(candidate.provenance)}\n`);
  }
  engine.log(
    `${candidate.app} ${candidate.id}: ${uploaded} files written, ${present} already there`,
  );
  engine.afterStep?.('files');
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
 * its request to go live (requests/<app>/<id>.json), which the composer applies. A team
 * writes no ledger: a refusal here is its job's to report, and the composer records the
 * request, applied or refused, when it applies it.
 * @param {Engine} engine @param {Candidate} candidate
 * @param {'release' | 'preview'} action
 */
export async function requestRelease(engine, candidate, action = 'release') {
  const { app, id, info } = candidate;
  await assertReleasable(engine, candidate);
  await putFiles(engine, candidate);
  /** @type {ReleaseRequest} */
  const request = { action, app, id, info, who: engine.who, at: engine.now().toISOString() };
  await confined(engine.storage, teamOf(app)).write(
    requestPath(app, id),
    `${JSON.stringify(request, null, 2)}\n`,
  );
}

/**
 * Points an app back at an earlier release (`to`, or the one before the live one): no
 * file is uploaded, only the pointer and the composition change. A release whose files
 * or render build are gone fails the trial composition: nothing changes.
 * @param {Engine} engine @param {string} app @param {string} [to]
 * @param {string} [detail] why, for the ledger (the watch's figures)
 * @returns {Promise<Release>}
 */
export async function rollback(engine, app, to, detail) {
  assertKnownApp(app);
  if (to !== undefined) assertReleaseId(app, to);
  /** @type {Release | undefined} */
  let target;
  await movePointer(engine, {
    action: 'rollback',
    app,
    id: to ?? null,
    detail,
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
  return /** @type {Release} */ (target);
}
