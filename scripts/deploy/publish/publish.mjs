// @ts-check
// Publishing a release to an S3-compatible bucket (decision 007). In order:
//   1. the release's immutable files (its folder and render build), skipping what is there;
//   2. a trial composition with the new pointer, so a release that cannot be composed
//      stops here, before anyone can see it;
//   3. the app's own pointer, history/<app>.json, which only its releases write;
//   4. the composition: every page from the live releases the pointers name, then
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
  readPointer,
  readPointers,
  releasePath,
  rendererPath,
  SHELL_FRAME,
  writePointer,
} from './bucket-site.mjs';
import { describeTarget } from './bucket-target.mjs';
import { syncComposedFiles } from './sync-composed.mjs';

/** Composing again this often without the pointers settling means something is wrong. */
const MAX_ROUNDS = 10;

/**
 * @typedef {{ bucket: Bucket, targets: import('../deployment.mjs').Targets, log: (line: string) => void }} Publisher
 * @typedef {import('../history.mjs').History} History
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
 * Composes the site the pointers name into `work`/site; returns that folder.
 * @param {Publisher} publisher @param {import('./bucket-site.mjs').Pointers} pointers @param {string} work
 */
async function composeLocally({ bucket, targets }, pointers, work) {
  const site = join(work, 'site');
  await materializeSite(bucket, pointers, site, join(work, 'cache'));
  await composeShellData({ site, targets }, ALL_APPS);
  return site;
}

/**
 * Composes the site from the live releases into the bucket until no pointer moved meanwhile.
 * @param {Publisher} publisher @param {string} work a scratch folder
 */
async function composeUntilStable(publisher, work) {
  const { bucket, log } = publisher;
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const pointers = await readPointers(bucket);
    const site = await composeLocally(publisher, pointers, work);
    const unmoved = async () => liveReleases(await readPointers(bucket)) === liveReleases(pointers);
    const { written, removed, complete } = await syncComposedFiles(bucket, site, unmoved);
    log(
      `composed ${liveReleases(pointers)}: ${written.length} objects written, ${removed.length} removed`,
    );
    if (complete && (await unmoved())) return;
    log('another release moved a pointer meanwhile: composing again');
  }
  throw new Error(`the pointers kept moving through ${MAX_ROUNDS} compositions`);
}

/**
 * Makes `history` the app's pointer, once a composition with it has succeeded, and
 * composes the site with it.
 * @param {Publisher} publisher @param {string} app @param {History} history
 */
async function movePointer(publisher, app, history) {
  const work = mkdtempSync(join(tmpdir(), 'jac-publish-'));
  try {
    await composeLocally(
      publisher,
      { ...(await readPointers(publisher.bucket)), [app]: history },
      work,
    );
    await writePointer(publisher.bucket, app, history);
    await composeUntilStable(publisher, work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
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
  const history = await readPointer(bucket, app);
  recordRelease(history, id, info);
  await movePointer(publisher, app, history);
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
    cpSync(renderDist, frame, { recursive: true });
    writeAtomically(
      join(frame, SHELL_FRAME.template),
      readFileSync(join(dist, 'index.html'), 'utf8'),
    );
    writeAtomically(join(frame, SHELL_FRAME.css), shellBuildCss(dist));
    writeAtomically(
      join(frame, SHELL_FRAME.siteConfig),
      `${JSON.stringify(siteConfig, null, 2)}\n`,
    );
    const renderer = await bucket.upload(frame, rendererPath('shell', id));
    log(
      `shell ${id}: ${files.uploaded + renderer.uploaded} files uploaded, ${files.present + renderer.present} already there`,
    );
  } finally {
    rmSync(frame, { recursive: true, force: true });
  }
  const history = await readPointer(bucket, 'shell');
  recordRelease(history, id, info);
  await movePointer(publisher, 'shell', history);
}

/**
 * Points a remote back at an earlier release (`to`, or the one before the live one) and
 * composes again: no release is uploaded, only the pointer and composed objects change.
 * @param {Publisher} publisher @param {string} app @param {string} [to]
 */
export async function rollbackPublished(publisher, app, to) {
  const history = await readPointer(publisher.bucket, app);
  const target = rollbackTarget(history, to);
  if (!target) {
    throw new Error(
      `${app}: no earlier release to roll back to (current ${history.current ?? 'none'})`,
    );
  }
  makeCurrent(history, target.id);
  // A release whose files or render build are gone fails the trial composition: nothing changes.
  await movePointer(publisher, app, history);
  return target;
}
