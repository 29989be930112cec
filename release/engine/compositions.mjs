// @ts-check
// Where a composition's pages come from (decision 027). Composing runs the live shell's
// composer and every remote's render build: a team's code. A job that holds a credential
// never starts it, behind the walls or not, so in CI a composition is made in three jobs:
//
//   plan      (the credential: reads)  the command runs its whole course on an overlay of
//             the storage (nothing written) and records each composition it asks for:
//             the live releases, and their folders copied as data
//   compose   (no credential)          composePlanned: the pages of each, behind the walls
//   apply     (the credential: writes) the same command again, the pages taken as data
//             (checked by the gate as they were on the way out of a sandbox); everything
//             else of the composition the engine makes itself (assembleComposition)
//
// A composition asked for in the apply that the plan did not foresee (another release
// went live in between) is refused before the pointer moves: plan and compose again.
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contained,
  POINTER_APPS,
  parseJson,
  releasePath,
  rendererPath,
} from '../../deployment/index.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { assertKnownApp, assertReleaseId } from '../gate/values.mjs';
import { verifiedClaims } from '../provenance/record.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { checkedComposedPages, composedPages } from './compose-site.mjs';
import { withWork } from './engine.mjs';
import { materialize } from './materialize.mjs';

/**
 * @typedef {{ pagesFor: (engine: import('../core/engine-types.mjs').Engine, pointers: import('../core/engine-types.mjs').Pointers, work: import('./engine.mjs').Work) => Promise<import('shared-types').ComposedPage[]> }} PageSource
 *   where compose-live.mjs's compose takes a composition's pages from
 * @typedef {{ key: string, live: Record<string, string>, year: number }} PlannedComposition
 */

/** The options of every command that composes: compose, release, rollback, watch. */
export const COMPOSITION_OPTIONS = /** @type {const} */ ({
  'plan-compositions': { type: 'string' },
  composed: { type: 'string' },
  // --provenance OWNER/REPO: every live release (and a composition's pages) must carry an
  // attestation by that repository's release workflows on main; --attestation FILE: a
  // build's, brought beside it; --attestation-key FILE: the stand-in authority's key.
  provenance: { type: 'string' },
  attestation: { type: 'string' },
  'attestation-key': { type: 'string' },
});

/** Beside the pages: the attestation of their digests, by the job that only hashes. */
export const PAGES_ATTESTATION = 'attestation.json';

/**
 * Refuses pages the keyless job's attestation does not cover.
 * @param {import('../provenance/record.mjs').Provenance} provenance @param {string} dir
 * @param {Buffer} body @param {string} name
 */
async function assertAttested(provenance, dir, body, name) {
  const file = join(dir, PAGES_ATTESTATION);
  if (!existsSync(file)) throw new RefusedRelease(`the pages bring no ${PAGES_ATTESTATION}`);
  const bundle = parseJson(readFileSync(file, 'utf8'), file);
  await verifiedClaims(provenance, bundle, body, `the composed pages ${name}`);
}

/** The plan's own file, and the compositions' index, in their folders. */
const PLAN_FILE = 'plan.json';
const INDEX_FILE = 'compositions.json';
/** Compositions one command may ask for: a release's trial and its composition, per request. */
const MAX_COMPOSITIONS = 32;
/** A composition's pages at most, as JSON: the site's are about 1 MB. */
const MAX_COMPOSITION_BYTES = 64 * 1024 * 1024;

/**
 * The live release of each app, by app: what a composition is of.
 * @param {import('../core/engine-types.mjs').Pointers} pointers
 */
const liveOf = (pointers) =>
  Object.fromEntries(
    POINTER_APPS.flatMap((app) => (pointers[app]?.current ? [[app, pointers[app].current]] : [])),
  );

/**
 * What makes two compositions the same: the live releases, where each app is served,
 * and the year (the footer's).
 * @param {Record<string, string>} live @param {import('../core/targets.mjs').Targets} targets @param {number} year
 */
export const compositionKey = (live, targets, year) =>
  JSON.stringify({
    live: Object.fromEntries(Object.entries(live).sort()),
    targets: Object.fromEntries(Object.entries(targets).sort()),
    year,
  });

/** Pages composed here, behind the walls: a developer's machine, a job without a credential. */
export const composedHere = /** @type {PageSource} */ ({
  pagesFor: async (engine, pointers, work) =>
    composedPages(
      await materialize(engine.storage, pointers, work.dir),
      engine.targets,
      engine.now(),
      work.sandboxes,
    ),
});

/**
 * The plan's source: records each composition asked for, copies the live releases'
 * folders beside it (data), and returns no pages (the plan writes nothing real).
 * @param {string} dir the plan's folder, the keyless job's input
 * @returns {PageSource}
 */
export function planningInto(dir) {
  mkdirSync(join(dir, 'store'), { recursive: true });
  return {
    async pagesFor(engine, pointers, work) {
      const live = liveOf(pointers);
      const year = engine.now().getFullYear();
      const key = compositionKey(live, engine.targets, year);
      const plan = readPlan(dir);
      if (!plan.some((planned) => planned.key === key)) {
        for (const [app, id] of Object.entries(live)) {
          const folders =
            app === 'shell'
              ? [rendererPath(app, id)]
              : [releasePath(app, id), rendererPath(app, id)];
          for (const folder of folders) {
            const copy = contained(join(dir, 'store'), folder);
            if (existsSync(copy)) continue;
            cpSync(await engine.storage.localFolder(folder, work.dir), copy, { recursive: true });
          }
        }
        plan.push({ key, live, year });
        if (plan.length > MAX_COMPOSITIONS)
          throw new Error('more compositions than a command asks for');
        writeFileSync(join(dir, PLAN_FILE), `${JSON.stringify(plan, null, 2)}\n`);
      }
      engine.log(`planned the composition of ${describe(live)}`);
      return [];
    },
  };
}

/** @param {Record<string, string>} live */
const describe = (live) =>
  Object.entries(live)
    .map(([app, id]) => `${app}=${id}`)
    .join(' ');

/**
 * A plan as its folder holds it, every value checked: the keyless job reads what a job
 * with a key wrote, and takes nothing on trust. @param {string} dir
 * @returns {PlannedComposition[]}
 */
function readPlan(dir) {
  const file = join(dir, PLAN_FILE);
  if (!existsSync(file)) return [];
  const plan = parseJson(readFileSync(file, 'utf8'), file);
  if (!Array.isArray(plan) || plan.length > MAX_COMPOSITIONS) {
    throw new RefusedRelease(`${file} is no list of ${MAX_COMPOSITIONS} compositions at most`);
  }
  return plan.map((planned) => {
    const { live, year } = planned ?? {};
    if (!live || typeof live !== 'object' || !Number.isInteger(year)) {
      throw new RefusedRelease(`${file}: ${JSON.stringify(planned)} is no planned composition`);
    }
    for (const [app, id] of Object.entries(live)) {
      assertKnownApp(app);
      assertReleaseId(app, id);
    }
    return { key: String(planned.key), live, year };
  });
}

/**
 * The keyless job's step: the pages of every planned composition, composed behind the
 * walls from the plan's copies, written to `out` as JSON with an index of their keys.
 * @param {string} planDir @param {string} out @param {import('../core/targets.mjs').Targets} targets
 * @param {(line: string) => void} log
 */
export async function composePlanned(planDir, out, targets, log) {
  const store = folderStorage(join(planDir, 'store'), { log });
  mkdirSync(out, { recursive: true });
  /** @type {Array<{ key: string, file: string }>} */
  const index = [];
  for (const [n, { live, year }] of readPlan(planDir).entries()) {
    /** @type {import('../core/engine-types.mjs').Pointers} */
    const pointers = Object.fromEntries(
      Object.entries(live).map(([app, id]) => [app, { current: id, releases: [] }]),
    );
    // Mid-year: the year is all a composition reads of the date.
    const now = new Date(Date.UTC(year, 6, 1));
    const pages = await withWork({ log }, async (work) =>
      composedPages(await materialize(store, pointers, work.dir), targets, now, work.sandboxes),
    );
    const file = `composition-${n + 1}.json`;
    const key = compositionKey(live, targets, year);
    writeFileSync(join(out, file), JSON.stringify({ key, pages }));
    index.push({ key, file });
    log(`composed ${describe(live)}: ${pages.length} pages`);
  }
  writeFileSync(join(out, INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

/**
 * The apply's source: each composition's pages from the keyless job's folder, read as
 * data and checked by the gate; one it did not make is refused.
 * @param {string} dir what composePlanned wrote (an artifact, unpacked outside the checkout)
 * @returns {PageSource}
 */
export function composedIn(dir) {
  const indexFile = join(dir, INDEX_FILE);
  if (!existsSync(indexFile)) throw new RefusedRelease(`${indexFile} is missing: no compositions`);
  const index = parseJson(readFileSync(indexFile, 'utf8'), indexFile);
  if (!Array.isArray(index) || index.length > MAX_COMPOSITIONS) {
    throw new RefusedRelease(`${indexFile} is no list of ${MAX_COMPOSITIONS} compositions at most`);
  }
  return {
    async pagesFor(engine, pointers) {
      const live = liveOf(pointers);
      const key = compositionKey(live, engine.targets, engine.now().getFullYear());
      const entry = index.find((each) => each?.key === key);
      if (
        !entry ||
        typeof entry.file !== 'string' ||
        !/^composition-\d{1,2}\.json$/.test(entry.file)
      ) {
        throw new RefusedRelease(
          `no composition of ${describe(live)} was made for this run (another release went live since its plan?): plan and compose again`,
        );
      }
      const file = join(dir, entry.file);
      if (statSync(file).size > MAX_COMPOSITION_BYTES) {
        throw new RefusedRelease(`${entry.file} is larger than a composition may be`);
      }
      const body = readFileSync(file);
      // With --provenance, the pages must be those main's keyless job composed and attested.
      if (engine.provenance) await assertAttested(engine.provenance, dir, body, entry.file);
      const composed = parseJson(body.toString('utf8'), file);
      if (composed?.key !== key)
        throw new RefusedRelease(`${entry.file} is not of ${describe(live)}`);
      const pages = checkedComposedPages(composed.pages, engine.targets.shell);
      engine.log(`took the composition of ${describe(live)} as data: ${pages.length} pages`);
      return pages;
    },
  };
}
