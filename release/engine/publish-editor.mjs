// @ts-check
// Publishes the owner's editor (admin/) beside the site, at admin/ in its folder or
// bucket, served on an origin of its own (servers/). It is not a part of the composition:
// no pointer, no pages; its page is its own, with its own CSP, and the public pages never
// load it. For a deployment on this machine (every target on loopback) it is built to save
// through the local backend (VITE_CMS_BACKEND=local); for one on a public address the
// build needs the Git host's repository (VITE_CMS_REPO) and refuses without it.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { APPS, ROOT } from '../../composition/composition.mjs';
import { assertPlainOutput } from '../gate/build-output.mjs';
import { isProduction } from '../gate/production.mjs';
import { buildWalled } from '../sandbox/build.mjs';
import { ADMIN_FOLDER } from '../site/site-layout.mjs';

const EDITOR_SOURCE = join(ROOT, 'admin');

/**
 * @param {import('./engine.mjs').Engine} engine @param {{ skipBuild?: boolean }} [options]
 * @returns {Promise<{ uploaded: number }>}
 */
export async function publishEditor(engine, { skipBuild = false } = {}) {
  const dist = join(EDITOR_SOURCE, 'dist');
  if (!skipBuild) {
    const local = !isProduction(engine.targets);
    // It bundles every part's content schema (and a part's page for the preview pane):
    // the parts' code, so it is built behind the same walls as a part.
    await buildWalled({
      root: ROOT,
      source: EDITOR_SOURCE,
      name: "the editor's build",
      builds: [{ args: [], output: 'dist' }],
      alsoReads: [...APPS.map((app) => app.package)],
      env: local ? { VITE_CMS_BACKEND: 'local' } : {},
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
  const stale = [...built].filter((file) => before.has(file) && !current.has(file));
  await engine.storage.remove(stale.map((file) => `${ADMIN_FOLDER}/${file}`));
  return { uploaded };
}
