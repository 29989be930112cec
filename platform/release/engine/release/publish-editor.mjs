// @ts-check
// Publishes the owner's editor (admin/) beside the site, at admin/ in its folder or
// bucket, served on an origin of its own (servers/). It is not a part of the composition:
// no pointer, no pages; its page is its own, with its own CSP, and the public pages never
// load it. For a deployment on this machine (every target on loopback) it is built to save
// through the local backend (VITE_CMS_BACKEND=local); for one on a public address the
// build needs the Git host's repository (VITE_CMS_REPO) and refuses without it. Its forms
// come from admin/parts.json, the live parts' checked content, written beside it by the
// composer (editor-parts.mjs): its build reads no part's folder. Its preview while typing
// is each part's own page on the part's origin, framed (VITE_CMS_PREVIEW_FRAMES).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { REMOTES, ROOT } from 'composition';
import { ADMIN_FOLDER, ADMIN_PARTS } from 'deployment';
import { assertPlainOutput } from '../../gate/build-output.mjs';
import { isProduction } from '../../gate/production.mjs';
import { buildWalled } from '../../sandbox/build.mjs';
import { livePreviewFrames } from '../../site/preview-frame.mjs';
import { publishEditorParts } from '../compose/editor-parts.mjs';
import { asComposer } from '../engine.mjs';

/** @import { Engine } from '../../core/engine-types.mjs' */

const EDITOR_SOURCE = join(ROOT, 'apps/admin');

/**
 * No part's folder: the editor's build reads apps/admin/, shared-types and shared-ui alone. Its
 * service preview is mf-services' own page on mf-services' origin (apps/admin/src/previews/
 * preview-frame.tsx), no longer the part's components bundled into the editor.
 */
const PREVIEW_READS = /** @type {string[]} */ ([]);

/**
 * What the editor's build is told of the parts' preview pages: every remote's origin as the
 * targets place it (VITE_CMS_PREVIEW_ORIGINS, its CSP's frame-src) and the page of each
 * live release (VITE_CMS_PREVIEW_FRAMES, platform/release/site/preview-frame.mjs).
 * @param {Engine} engine @returns {Promise<Record<string, string>>}
 */
async function previewEnv(engine) {
  const origins = Object.keys(REMOTES).flatMap((app) => {
    const target = engine.targets[REMOTES[app] ?? ''];
    return target ? [new URL(target).origin] : [];
  });
  return {
    VITE_CMS_PREVIEW_ORIGINS: origins.join(' '),
    VITE_CMS_PREVIEW_FRAMES: JSON.stringify(await livePreviewFrames(engine)),
  };
}

/**
 * @param {Engine} engine @param {{ skipBuild?: boolean }} [options]
 * @returns {Promise<{ uploaded: number }>}
 */
export async function publishEditor(engine, { skipBuild = false } = {}) {
  const dist = join(EDITOR_SOURCE, 'dist');
  if (!skipBuild) {
    const local = !isProduction(engine.targets);
    // Behind the same walls as a part: each part's content reaches it as data
    // (admin/parts.json), not as a folder it reads; its dependencies are code all the same.
    await buildWalled({
      root: ROOT,
      source: EDITOR_SOURCE,
      name: "the editor's build",
      builds: [{ args: [], output: 'dist' }],
      alsoReads: PREVIEW_READS,
      env: {
        ...(local ? { VITE_CMS_BACKEND: 'local' } : {}),
        // The parts' preview pages, each on its part's origin: the editor frames them
        // (its CSP's frame-src) to draw the entry being typed with the part's components.
        ...(await previewEnv(engine)),
      },
      log: engine.log,
    });
  }
  assertPlainOutput('the editor', dist);
  const before = await engine.storage.list(ADMIN_FOLDER);
  const { uploaded } = await engine.storage.putFolder(dist, ADMIN_FOLDER);
  // The new page is in place: the files of the editor before it can go.
  const built = new Set((await engine.storage.list(ADMIN_FOLDER)).keys());
  const current = new Set(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
  // parts.json is the composer's, not the build's: it stays, and is written afresh.
  const parts = ADMIN_PARTS.slice(ADMIN_FOLDER.length + 1);
  const stale = [...built].filter(
    (file) => before.has(file) && !current.has(file) && file !== parts,
  );
  await engine.storage.remove(stale.map((file) => `${ADMIN_FOLDER}/${file}`));
  await publishEditorParts(asComposer(engine));
  return { uploaded };
}
