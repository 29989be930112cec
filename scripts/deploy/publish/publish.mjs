// @ts-check
// Publishing a release to an S3-compatible bucket (decision 007). In order:
//   1. the release's immutable files (its folder and render build), skipping what is there;
//   2. the app's own pointer, history/<app>.json, which only its releases write;
//   3. the composition: every page from the live releases the pointers name, then
//      remotes.json. It is repeated until the pointers stay as they were while composing,
//      so two teams releasing at the same moment both end up live: whoever composes last
//      has seen both pointers.
// A visitor can only be sent to objects that were uploaded before anything named them.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_APPS, composeShellData } from '../compose-site.mjs';
import { writeAtomically } from '../files.mjs';
import { makeCurrent, recordRelease, rollbackTarget } from '../history.mjs';
import { shellBuildCss } from '../route-html.mjs';
import { COMPOSED_SHELL_FILES } from '../site-layout.mjs';
import { Bucket } from './bucket.mjs';
import {
  liveReleases,
  materializeSite,
  pointerPath,
  readPointer,
  readPointers,
  releasePath,
  rendererPath,
  SHELL_FRAME,
} from './bucket-site.mjs';
import { describeTarget } from './bucket-target.mjs';
import { syncComposedFiles } from './sync-composed.mjs';

/** Composing again this often without the pointers settling means something is wrong. */
const MAX_ROUNDS = 10;

/**
 * @typedef {{ bucket: Bucket, targets: import('../deployment.mjs').Targets, log: (line: string) => void }} Publisher
 */

/**
 * @param {import('./bucket-target.mjs').ResolvedBucketTarget} target
 * @param {import('../deployment.mjs').Targets} targets
 * @returns {Publisher}
 */
export const publisherFor = (target, targets) => ({
  bucket: new Bucket(target),
  targets,
  log: (line) => console.log(`${describeTarget(target)}: ${line}`),
});

/**
 * Composes the site from the live releases into the bucket until no pointer moved meanwhile.
 * @param {Publisher} publisher
 */
export async function composeUntilStable({ bucket, targets, log }) {
  const work = mkdtempSync(join(tmpdir(), 'jac-publish-'));
  try {
    for (let round = 1; round <= MAX_ROUNDS; round += 1) {
      const pointers = await readPointers(bucket);
      const site = join(work, 'site');
      await materializeSite(bucket, pointers, site, join(work, 'cache'));
      await composeShellData({ site, targets }, ALL_APPS);
      const { written, removed } = await syncComposedFiles(bucket, site);
      log(
        `composed ${liveReleases(pointers)}: ${written.length} objects written, ${removed.length} removed`,
      );
      const after = await readPointers(bucket);
      if (liveReleases(after) === liveReleases(pointers)) return;
      log('another release moved a pointer meanwhile: composing again');
    }
    throw new Error(`the pointers kept moving through ${MAX_ROUNDS} compositions`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Makes `id` the app's live release in its pointer.
 * @param {Publisher} publisher @param {string} app @param {string} id
 * @param {{ version: string, contract: string }} info
 */
async function movePointer({ bucket }, app, id, info) {
  const history = await readPointer(bucket, app);
  recordRelease(history, id, info);
  await bucket.put(pointerPath(app), `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * A remote's release: its folder and render build, its pointer, the composition.
 * @param {Publisher} publisher
 * @param {{ app: string, id: string, dist: string, renderDist: string }} release
 */
export async function publishRemote(publisher, { app, id, dist, renderDist }) {
  const { bucket, log } = publisher;
  const info = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8'));
  const files = await bucket.upload(dist, releasePath(app, id));
  const renderer = await bucket.upload(renderDist, rendererPath(app, id));
  log(
    `${app} ${id}: ${files.uploaded + renderer.uploaded} files uploaded, ${files.present + renderer.present} already there`,
  );
  await movePointer(publisher, app, id, info);
  await composeUntilStable(publisher);
  return info;
}

/**
 * The shell's release: its files (hashed assets skipped when present), its frame as an
 * immutable render build, its pointer, the composition.
 * @param {Publisher} publisher
 * @param {{ id: string, dist: string, renderDist: string, siteConfig: object,
 *   info: { version: string, contract: string } }} release
 */
export async function publishShell(publisher, { id, dist, renderDist, siteConfig, info }) {
  const { bucket, log } = publisher;
  const files = await bucket.upload(dist, 'shell', (file) => !COMPOSED_SHELL_FILES.has(file));
  // The frame beside the render build, so one immutable folder holds all a composition needs.
  const frame = mkdtempSync(join(tmpdir(), 'jac-shell-frame-'));
  try {
    const folder = join(frame, 'render');
    cpSync(renderDist, folder, { recursive: true });
    writeAtomically(
      join(folder, SHELL_FRAME.template),
      readFileSync(join(dist, 'index.html'), 'utf8'),
    );
    writeAtomically(join(folder, SHELL_FRAME.css), shellBuildCss(dist));
    writeAtomically(
      join(folder, SHELL_FRAME.siteConfig),
      `${JSON.stringify(siteConfig, null, 2)}\n`,
    );
    const renderer = await bucket.upload(folder, rendererPath('shell', id));
    log(
      `shell ${id}: ${files.uploaded + renderer.uploaded} files uploaded, ${files.present + renderer.present} already there`,
    );
  } finally {
    rmSync(frame, { recursive: true, force: true });
  }
  await movePointer(publisher, 'shell', id, info);
  await composeUntilStable(publisher);
}

export class NothingToRollBackTo extends Error {
  /** @override */
  name = 'NothingToRollBackTo';
}

/**
 * Points a remote back at an earlier release (`to`, or the one before the live one) and
 * composes again: only the pointer and the pages change, no release is uploaded.
 * @param {Publisher} publisher @param {string} app @param {string} [to]
 */
export async function rollbackPublished(publisher, app, to) {
  const { bucket } = publisher;
  const history = await readPointer(bucket, app);
  const target = rollbackTarget(history, to);
  if (!target) {
    throw new NothingToRollBackTo(
      `${app}: no earlier release to roll back to (current ${history.current ?? 'none'})`,
    );
  }
  const renderer = await bucket.list(rendererPath(app, target.id));
  if (!renderer.has('prerender.mjs')) {
    throw new NothingToRollBackTo(
      `${app}: release ${target.id} has no render build in the bucket to compose its pages from`,
    );
  }
  makeCurrent(history, target.id);
  await bucket.put(pointerPath(app), `${JSON.stringify(history, null, 2)}\n`);
  await composeUntilStable(publisher);
  return target;
}
