// @ts-check
// The engine's operations as whatever drives it calls them (the CLIs, the editor's
// drafts, CI's jobs): each names its deployment with the commands' options (`site`,
// `targets`, `shell-port`, `publish` …), and answers with data, never with text to parse.
// The commands (cli/) reach the engine here and nowhere else (front-door.test.mjs).
import { join, resolve } from 'node:path';
import { appFolder, ROOT } from 'composition';
import { readPointers, SHELL_FOLDER } from 'deployment';
import { RefusedRelease } from './core/refused.mjs';
import { deploymentOf } from './deployment-of.mjs';
import { recompose } from './engine/compose/compose-live.mjs';
import { composePlanned } from './engine/compose/compositions.mjs';
import { smoke } from './engine/observe/smoke.mjs';
import { candidateOf, shellSiteConfig } from './engine/release/candidate.mjs';
import { buildCandidate, releaseFromSource } from './engine/release/from-source.mjs';
import { smokeClearance } from './engine/release/ledger.mjs';
import { othersLive, preview, previewAgain } from './engine/release/preview.mjs';
import { promote } from './engine/release/promote.mjs';
import { prune } from './engine/release/prune.mjs';
import { publishEditor } from './engine/release/publish-editor.mjs';
import { release, requestRelease, rollback } from './engine/release/release.mjs';
import { applyRequests } from './engine/release/requests.mjs';
import { engineOf } from './engine-of.mjs';
import { releaseManifest } from './provenance/manifest.mjs';
import { attestedRecord } from './provenance/record.mjs';

/**
 * @import { Candidate, Engine } from './core/engine-types.mjs'
 * @import { BuiltCandidate } from './engine/release/candidate.mjs'
 * @import { SourceRelease } from './engine/release/from-source.mjs'
 * @import { PruneRules } from './engine/release/prune.mjs'
 */

export { COMPOSITION_OPTIONS } from './engine/compose/compositions.mjs';
export { DEFAULT_RULE } from './engine/observe/field-verdict.mjs';
// The browser half of a smoke run, with no storage and no key: CI's keyless job.
export { runSmokeBrowser as smokeInBrowser } from './engine/observe/smoke-browser.mjs';
// What the commands read before they run anything: their options, the watch's rule,
// which parts a change touches.
export { changedApps } from './engine/release/changed-apps.mjs';

/**
 * @typedef {Record<string, string | boolean | undefined>} Deployment the options naming it
 * @typedef {{ app: string, source?: string, mode?: string, skipBuild?: boolean, built?: string, commit?: string, base?: string }} Build
 * @typedef {{ app: string, id: string, version: string, contract: string }} Released
 */

/**
 * Builds `app` (its own folder, or `source`) and runs `step` on the candidate.
 * @template T
 * @param {Deployment} where @param {Build & { action: 'release' | 'preview' }} build
 * @param {(engine: Engine, candidate: BuiltCandidate) => Promise<T>} step
 */
async function withCandidate(where, { app, source, mode, skipBuild, built, action }, step) {
  const { engine } = await engineOf(where);
  const candidate = await buildCandidate(engine, {
    app,
    source: source ?? appFolder(app),
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

/** @param {Candidate} candidate @returns {Released} */
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
  const folder = source ?? appFolder(app);
  await buildWalled({ root: ROOT, source: folder, mode, name: `${app}'s build` });
  // The shell's business details are asked of its render build here, behind the walls,
  // and travel with the build as data: the job with the team's key runs none of its code.
  if (app !== SHELL_FOLDER) return undefined;
  return { siteConfig: await shellSiteConfig(join(folder, 'dist-render')) };
}

/**
 * The manifest of the build in `built`: its files, as the job that attests hashes them.
 * @param {{ app: string, source: string, built: string }} build
 */
export async function manifestOfBuild({ app, source, built }) {
  const candidate = await candidateOf(app, source, built);
  try {
    return releaseManifest(candidate);
  } finally {
    candidate.dispose();
  }
}

/**
 * The keyless job's compositions (decision 027): the pages of each one a plan named,
 * written to `out`. @param {Deployment} where @param {{ plan: string, out: string }} dirs
 * @param {(line: string) => void} log
 */
export const composePlan = async (where, { plan, out }, log) =>
  composePlanned(plan, out, deploymentOf(where).targets, log);

/**
 * The composer's run: applies the releases and previews teams requested or, when there
 * were none, composes the site again from the live releases. @param {Deployment} where
 * @returns {Promise<number>} how many requests it applied
 */
export async function composeRequested(where) {
  const { engine } = await engineOf(where);
  const applied = await applyRequests(engine);
  // Each applied request composed the site already.
  if (applied > 0) engine.log(`${applied} requested releases applied`);
  else await recompose(engine);
  return applied;
}

/**
 * Points `app` back at release `to`, or the one before the live one: answers with it.
 * @param {Deployment} where @param {{ app: string, to?: string }} rollBack
 */
export async function rollbackApp(where, { app, to }) {
  const { engine } = await engineOf(where);
  return { target: await rollback(engine, app, to), storage: engine.storage.description };
}

/**
 * Removes the old releases of `apps` that no rule keeps (engine/release/prune.mjs).
 * @param {Deployment} where @param {{ apps: string[] } & PruneRules} rules
 */
export async function pruneReleases(where, { apps, ...rules }) {
  const { engine } = await engineOf(where);
  await prune(engine, apps, rules);
}

/**
 * A deployment opened once for steps in turn (deploy-all, release:changed, publish-admin):
 * parts built from source and released, the editor published. @param {Deployment} where
 */
export async function openDeployment(where) {
  const { engine } = await engineOf(where);
  return {
    storage: engine.storage.description,
    /** @param {SourceRelease} part @returns {Promise<Released>} */
    releaseFromSource: async (part) => {
      const { id, info } = await releaseFromSource(engine, part);
      return { app: part.app, id, ...info };
    },
    /** Builds the editor (unless asked not to), publishes it. @param {{ skipBuild?: boolean }} [build] */
    publishEditor: (build) => publishEditor(engine, build),
  };
}

// What reads the live deployment (its ledger, its field figures, the watch): beside this door.
export { fieldFiguresTable, ledgerOf, ledgerTableOf, watchLive } from './observing.mjs';

/** The operations a child process runs by name (in-child.mjs). */
export const OPERATIONS = {
  releaseApp,
  previewApp,
  requestApp,
  previewAgainOf,
  promoteRelease,
  smokeTest,
};
