// @ts-check
// The engine's operations as whatever drives it calls them (the CLIs, the editor's
// drafts, CI's jobs): each names its deployment with the commands' options (`site`,
// `targets`, `shell-port`, `publish` …), and answers with data, never with text to parse.
import { join, resolve } from 'node:path';
import { ROOT } from '../composition/composition.mjs';
import { readPointers, SHELL_FOLDER } from '../deployment/index.mjs';
import { RefusedRelease } from './core/refused.mjs';
import { engineOf } from './engine/engine-of.mjs';
import { buildCandidate } from './engine/from-source.mjs';
import { smokeClearance } from './engine/ledger.mjs';
import { othersLive, preview, previewAgain } from './engine/preview.mjs';
import { promote } from './engine/promote.mjs';
import { release, requestRelease } from './engine/release.mjs';
import { smoke } from './engine/smoke.mjs';
import { attestedRecord } from './provenance/record.mjs';

/**
 * @typedef {Record<string, string | boolean | undefined>} Deployment the options naming it
 * @typedef {{ app: string, source?: string, mode?: string, skipBuild?: boolean, built?: string, commit?: string, base?: string }} Build
 * @typedef {{ app: string, id: string, version: string, contract: string }} Released
 */

/**
 * Builds `app` (its own folder, or `source`) and runs `step` on the candidate.
 * @template T
 * @param {Deployment} where @param {Build & { action: 'release' | 'preview' }} build
 * @param {(engine: import('./core/engine-types.mjs').Engine, candidate: import('./engine/candidate.mjs').BuiltCandidate) => Promise<T>} step
 */
async function withCandidate(where, { app, source, mode, skipBuild, built, action }, step) {
  const { engine } = await engineOf(where);
  const candidate = await buildCandidate(engine, {
    app,
    source: source ?? join(ROOT, app),
    mode,
    skipBuild,
    built,
    action,
  });
  try {
    // A build brought from the job that made it, where provenance is asked for: its
    // manifest must be of these very files and attested by main's release workflow.
    if (engine.provenance && built) {
      if (typeof where.attestation !== 'string') {
        throw new RefusedRelease(
          `${app}: a build brought from another job needs its attestation (--attestation FILE)`,
        );
      }
      candidate.provenance = await attestedRecord(
        engine.provenance,
        candidate,
        built,
        resolve(where.attestation),
      );
    }
    return await step(engine, candidate);
  } finally {
    candidate.dispose();
  }
}

/** @param {import('./core/engine-types.mjs').Candidate} candidate @returns {Released} */
const releasedAs = ({ app, id, info }) => ({ app, id, ...info });

/** Builds and releases `app`: both identities, as on a folder. @param {Deployment} where @param {Build} build */
export const releaseApp = (where, build) =>
  withCandidate(where, { ...build, action: 'release' }, async (engine, candidate) => {
    await release(engine, candidate);
    return releasedAs(candidate);
  });

/**
 * Builds `app` and publishes it as a preview of the whole site with the live others.
 * @param {Deployment} where @param {Build} build
 */
export const previewApp = (where, build) =>
  withCandidate(where, { ...build, action: 'preview' }, (engine, candidate) =>
    preview(engine, candidate, { commit: build.commit, base: build.base }),
  );

/**
 * The team's half: builds `app` and leaves its files and a request the composer applies.
 * @param {Deployment} where @param {Build & { preview?: boolean }} build
 */
export const requestApp = (where, { preview: previewed, ...build }) =>
  withCandidate(
    where,
    { ...build, action: previewed ? 'preview' : 'release' },
    async (engine, candidate) => {
      await requestRelease(engine, candidate, previewed ? 'preview' : 'release');
      return releasedAs(candidate);
    },
  );

/** @param {Deployment} where @param {{ app: string, id: string }} previewed */
export async function previewAgainOf(where, { app, id }) {
  const { engine } = await engineOf(where);
  return previewAgain(engine, app, id);
}

/**
 * @param {Deployment} where
 * @param {{ app: string, id: string, commit?: string, main?: string }} previewed `commit`: the
 *   merged draft's head; `main`: the commit main is at, compared by git in this checkout
 */
export async function promoteRelease(where, { app, id, commit, main }) {
  const { engine } = await engineOf(where);
  return promote(engine, app, id, { commit, main });
}

/**
 * @param {Deployment} where
 * @param {{ url: string, report?: unknown }} preview `report`: a run's result from a job with no key
 */
export async function smokeTest(where, { url, report }) {
  const { engine } = await engineOf(where);
  return smoke(engine, url, report);
}

/**
 * Whether the ledger's last smoke run of a release still clears it for promotion: it
 * passed, with the parts that are live now.
 * @param {Deployment} where @param {{ app: string, id: string }} release
 */
export async function smokeClears(where, { app, id }) {
  const { engine } = await engineOf(where);
  const live = othersLive(await readPointers(engine.storage), app);
  return smokeClearance(await engine.storage.readLedger(), app, id, live);
}

/**
 * Builds a part behind the walls and nothing else: CI's render job, which holds no key.
 * @param {{ app: string, source?: string, mode?: string }} part
 * @returns {Promise<{ siteConfig: unknown } | undefined>} the shell's business details
 */
export async function buildPart({ app, source, mode }) {
  const { buildWalled } = await import('./sandbox/build.mjs');
  const folder = source ?? join(ROOT, app);
  await buildWalled({ root: ROOT, source: folder, mode, name: `${app}'s build` });
  // The shell's business details are asked of its render build here, behind the walls,
  // and travel with the build as data: the job with the team's key runs none of its code.
  if (app !== SHELL_FOLDER) return undefined;
  const { shellSiteConfig } = await import('./engine/candidate.mjs');
  return { siteConfig: await shellSiteConfig(join(folder, 'dist-render')) };
}

/** The operations a child process runs by name (in-child.mjs). */
export const OPERATIONS = {
  releaseApp,
  previewApp,
  requestApp,
  previewAgainOf,
  promoteRelease,
  smokeTest,
};
