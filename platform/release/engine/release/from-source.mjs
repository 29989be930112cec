// @ts-check
// A part from its source folder to a release: the rules that read the source, the build,
// the candidate. Every command that releases from source (release, deploy-all,
// release:changed) goes through here, so each refusal is recorded the same way.
import { ROOT } from 'composition';
import { readPointer } from 'deployment';
import { assertBuildArtifact } from '../../gate/build-output.mjs';
import { assertSourceReady } from '../../gate/release.mjs';
import { buildWalled } from '../../sandbox/build.mjs';
import { candidateOf } from './candidate.mjs';
import { recordFailure } from './ledger.mjs';
import { release } from './release.mjs';

/** @import { Engine, ReleaseInfo } from '../../core/engine-types.mjs' */

/**
 * @typedef {object} SourceRelease
 * @property {string} app
 * @property {string} source the folder to build (the app's own, a fixture, another checkout's)
 * @property {string} [mode] the Vite mode
 * @property {boolean} [skipBuild] release what dist/ and dist-render/ already hold
 * @property {string} [built] release the build in this folder (CI's artifact from the job
 *   that built it, outside the checkout): its dist/ and dist-render/, checked as data
 * @property {'release' | 'preview'} [action] what the ledger records a refusal as
 */

/**
 * Checks a part's source, builds it and reads the build as a candidate; a refusal is
 * recorded in the ledger before it is thrown.
 * @param {Engine} engine @param {SourceRelease} part
 */
export async function buildCandidate(
  engine,
  { app, source, mode, skipBuild, built, action = 'release' },
) {
  try {
    await assertSourceReady(engine, app, source, mode, { content: !built });
  } catch (error) {
    const live = await readPointer(engine.storage, app).catch(() => null);
    await recordFailure(
      engine,
      {
        at: engine.now().toISOString(),
        who: engine.who,
        action,
        app,
        id: null,
        previous: live?.current ?? null,
      },
      error,
    );
    throw error;
  }
  if (built) {
    assertBuildArtifact(app, built);
    return candidateOf(app, source, built);
  }
  if (!skipBuild) {
    await buildWalled({ root: ROOT, source, mode, name: `${app}'s build`, log: engine.log });
  }
  return candidateOf(app, source);
}

/**
 * Builds a part and makes it live: what deploy-all and release:changed do for each part.
 * @param {Engine} engine @param {SourceRelease} part
 * @returns {Promise<{ id: string, info: ReleaseInfo }>}
 */
export async function releaseFromSource(engine, part) {
  const candidate = await buildCandidate(engine, part);
  try {
    await release(engine, candidate);
    return { id: candidate.id, info: candidate.info };
  } finally {
    candidate.dispose();
  }
}
