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
import { dirname, join } from 'node:path';
import { contained, POINTER_APPS, parseJson, releasePath, rendererPath } from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { assertKnownApp, assertReleaseId } from '../../gate/values.mjs';
import { parsedManifest, sha256 } from '../../provenance/manifest.mjs';
import { folderStorage } from '../../storage/folder-storage.mjs';
import { withWork } from '../engine.mjs';
import { assertAttested, assertCopyAsManifest, digestsOf, manifestCopy } from './attested-data.mjs';
import { checkedComposedPages, composedPages } from './compose-site.mjs';
import { materialize } from './materialize.mjs';

/**
 * @import { ComposedPage } from 'shared-types'
 * @import { Engine, Pointers } from '../../core/engine-types.mjs'
 * @import { Targets } from '../../core/targets.mjs'
 * @import { Work } from '../engine.mjs'
 * @import { VerifiedFacts } from './attested-data.mjs'
 */

/**
 * @typedef {{ pagesFor: (engine: Engine, pointers: Pointers, work: Work, facts: VerifiedFacts) => Promise<ComposedPage[]> }} PageSource
 *   where compose-live.mjs's compose takes a composition's pages from
 * @typedef {{ key: string, live: Record<string, string>, year: number, digests: Record<string, string> }} PlannedComposition
 */

/**
 * A composition the plan did not foresee: not a refusal of the release (the request stays
 * for the next run, which plans again), a run that came too late.
 */
export class CompositionNotPlanned extends Error {
  /** @override */
  name = 'CompositionNotPlanned';
}

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

/** The plan's own file, and the compositions' index, in their folders. */
const PLAN_FILE = 'plan.json';
const INDEX_FILE = 'compositions.json';
/** Compositions one command may ask for: a release's trial and its composition, per request. */
const MAX_COMPOSITIONS = 32;
/** A composition's pages at most, as JSON: the site's are about 1 MB. */
const MAX_COMPOSITION_BYTES = 64 * 1024 * 1024;

/**
 * The live release of each app, by app: what a composition is of.
 * @param {Pointers} pointers
 */
const liveOf = (pointers) =>
  Object.fromEntries(
    POINTER_APPS.flatMap((app) => (pointers[app]?.current ? [[app, pointers[app].current]] : [])),
  );

/**
 * What makes two compositions the same: the live releases (and, with --provenance, the
 * sha256 of each one's attested manifest: a 12-digit id alone is no proof of its bytes),
 * where each app is served, and the year (the footer's).
 * @param {Record<string, string>} live @param {Targets} targets
 * @param {number} year @param {Record<string, string>} [digests]
 */
export const compositionKey = (live, targets, year, digests = {}) =>
  JSON.stringify({
    live: Object.fromEntries(Object.entries(live).sort()),
    digests: Object.fromEntries(Object.entries(digests).sort()),
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
    async pagesFor(engine, pointers, work, facts) {
      const live = liveOf(pointers);
      const year = engine.now().getFullYear();
      const digests = digestsOf(facts);
      const key = compositionKey(live, engine.targets, year, digests);
      const store = join(dir, 'store');
      const plan = readPlan(dir);
      if (!plan.some((planned) => planned.key === key)) {
        for (const [app, id] of Object.entries(live)) {
          const folders =
            app === 'shell'
              ? [rendererPath(app, id)]
              : [releasePath(app, id), rendererPath(app, id)];
          const attested = facts.manifests?.[app];
          const manifest = attested ? parsedManifest(attested, `${app} ${id}'s manifest`) : null;
          for (const folder of folders) {
            const copy = contained(store, folder);
            if (!existsSync(copy)) {
              cpSync(await engine.storage.localFolder(folder, work.dir), copy, {
                recursive: true,
              });
            }
            if (manifest) assertCopyAsManifest(store, folder, manifest);
          }
          if (attested) {
            mkdirSync(dirname(contained(store, manifestCopy(app, id))), { recursive: true });
            writeFileSync(contained(store, manifestCopy(app, id)), attested);
          }
        }
        plan.push({ key, live, year, digests });
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
    const { live, year, digests = {} } = planned ?? {};
    if (!live || typeof live !== 'object' || !Number.isInteger(year)) {
      throw new RefusedRelease(`${file}: ${JSON.stringify(planned)} is no planned composition`);
    }
    for (const [app, id] of Object.entries(live)) {
      assertKnownApp(app);
      assertReleaseId(app, id);
    }
    for (const [app, digest] of Object.entries(digests)) {
      if (!(app in live) || typeof digest !== 'string' || !/^[0-9a-f]{64}$/.test(digest)) {
        throw new RefusedRelease(`${file}: ${JSON.stringify(digests)} are no manifests' digests`);
      }
    }
    return { key: String(planned.key), live, year, digests };
  });
}

/**
 * The keyless job's step: the pages of every planned composition, composed behind the
 * walls from the plan's copies, written to `out` as JSON with an index of their keys.
 * @param {string} planDir @param {string} out @param {Targets} targets
 * @param {(line: string) => void} log
 */
export async function composePlanned(planDir, out, targets, log) {
  const store = folderStorage(join(planDir, 'store'), { log });
  mkdirSync(out, { recursive: true });
  /** @type {Array<{ key: string, file: string }>} */
  const index = [];
  for (const [n, { live, year, digests }] of readPlan(planDir).entries()) {
    // Held to the manifests the plan verified: the store is only what they attest.
    for (const [app, digest] of Object.entries(digests)) {
      const id = live[app] ?? '';
      const bytes = readFileSync(contained(join(planDir, 'store'), manifestCopy(app, id)));
      if (sha256(bytes) !== digest)
        throw new RefusedRelease(`${app} ${id}: its manifest is not the one planned`);
      const manifest = parsedManifest(bytes, `${app} ${id}'s manifest`);
      const folders =
        app === 'shell' ? [rendererPath(app, id)] : [releasePath(app, id), rendererPath(app, id)];
      for (const folder of folders) assertCopyAsManifest(join(planDir, 'store'), folder, manifest);
    }
    /** @type {Pointers} */
    const pointers = Object.fromEntries(
      Object.entries(live).map(([app, id]) => [app, { current: id, releases: [] }]),
    );
    // Mid-year: the year is all a composition reads of the date.
    const now = new Date(Date.UTC(year, 6, 1));
    const pages = await withWork({ log }, async (work) =>
      composedPages(await materialize(store, pointers, work.dir), targets, now, work.sandboxes),
    );
    const file = `composition-${n + 1}.json`;
    const key = compositionKey(live, targets, year, digests);
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
    async pagesFor(engine, pointers, _work, facts) {
      const live = liveOf(pointers);
      const key = compositionKey(
        live,
        engine.targets,
        engine.now().getFullYear(),
        digestsOf(facts),
      );
      const entry = index.find((each) => each?.key === key);
      if (!entry) {
        throw new CompositionNotPlanned(
          `no composition of ${describe(live)} was made for this run (another release went live since its plan?): plan and compose again`,
        );
      }
      if (typeof entry.file !== 'string' || !/^composition-\d{1,2}\.json$/.test(entry.file)) {
        throw new RefusedRelease(`${JSON.stringify(entry.file)} is no composition of its folder`);
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
