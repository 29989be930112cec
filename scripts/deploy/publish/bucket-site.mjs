// @ts-check
// A site in a bucket has the layout of a local site folder (scripts/deploy/site-layout.mjs)
// below its prefix, with one difference: the shell's frame is published like a remote's
// render build, immutable under renderers/shell/<id>/ with its template, CSS and
// SiteConfig in frame/, and named by the shell's pointer. So every input of the
// composition is immutable and named by one of the per-app pointers, history/<app>.json,
// each written by that app's releases alone (decision 007).
//
// To compose, a publisher materializes the live site in a local folder: the pointers as
// they are, the live releases and render builds downloaded once into a cache beside it.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTES } from '../../composition.mjs';
import { writeAtomically } from '../files.mjs';
import {
  historyPath,
  releaseDir,
  rendererDir,
  shellCssPath,
  siteConfigPath,
  templatePath,
} from '../site-layout.mjs';

/** Every app with a pointer, the shell first. */
export const POINTER_APPS = ['shell', ...Object.keys(REMOTES)];

/** Where the shell's frame files sit inside its published render build. */
export const SHELL_FRAME = {
  template: 'frame/shell-index.html',
  css: 'frame/shell.css',
  siteConfig: 'frame/site-config.json',
};

// Keys below the prefix: site-layout.mjs's paths, relative to the site.
/** @param {string} app @param {string} id */
export const releasePath = (app, id) => releaseDir('', app, id);
/** @param {string} app @param {string} id */
export const rendererPath = (app, id) => rendererDir('', app, id);
/** @param {string} app */
export const pointerPath = (app) => historyPath('', app);

/**
 * @typedef {import('../history.mjs').History} History
 * @typedef {Record<string, History>} Pointers every app's history, as the bucket holds it now
 */

/**
 * One app's pointer; an app never published has none yet.
 * @param {import('./bucket.mjs').Bucket} bucket @param {string} app @returns {Promise<History>}
 */
export async function readPointer(bucket, app) {
  const body = await bucket.get(pointerPath(app));
  return body ? JSON.parse(body.toString('utf8')) : { current: null, releases: [] };
}

/**
 * @param {import('./bucket.mjs').Bucket} bucket @param {string} app @param {History} history
 */
export const writePointer = (bucket, app, history) =>
  bucket.put(pointerPath(app), `${JSON.stringify(history, null, 2)}\n`);

/**
 * Every app's pointer. A pointer of an app this checkout's composition.json does not
 * know means the site has moved on: composing without it would drop that app.
 * @param {import('./bucket.mjs').Bucket} bucket @returns {Promise<Pointers>}
 */
export async function readPointers(bucket) {
  const unknown = [...(await bucket.list('history')).keys()]
    .map((file) => file.replace(/\.json$/, ''))
    .filter((app) => !POINTER_APPS.includes(app));
  if (unknown.length > 0) {
    throw new Error(
      `the bucket has releases of ${unknown.join(', ')}, which this checkout's composition.json does not know: publish from an up-to-date checkout`,
    );
  }
  return Object.fromEntries(
    await Promise.all(POINTER_APPS.map(async (app) => [app, await readPointer(bucket, app)])),
  );
}

/** What the composition depends on: which release of each app is live. @param {Pointers} pointers */
export const liveReleases = (pointers) =>
  POINTER_APPS.map((app) => `${app}=${pointers[app]?.current ?? '-'}`).join(' ');

/**
 * Downloads an immutable folder once; a download that fails leaves no folder behind.
 * @param {import('./bucket.mjs').Bucket} bucket @param {string} cache @param {string} path
 */
async function cached(bucket, cache, path) {
  const dir = join(cache, path);
  if (!existsSync(dir)) {
    const partial = `${dir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    await bucket.download(path, partial);
    renameSync(partial, dir);
  }
  return dir;
}

/** @param {string} target @param {string} link */
function link(target, link) {
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}

/**
 * Makes `site` the live site as `pointers` name it, with no composed files yet.
 * @param {import('./bucket.mjs').Bucket} bucket
 * @param {Pointers} pointers @param {string} site @param {string} cache
 */
export async function materializeSite(bucket, pointers, site, cache) {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  for (const app of POINTER_APPS) {
    const { current } = pointers[app] ?? { current: null };
    if (!current) continue;
    writeAtomically(historyPath(site, app), JSON.stringify(pointers[app]));
    if (app === 'shell') {
      const frame = await cached(bucket, cache, rendererPath('shell', current));
      // A symlink: Node caches an imported module by its real path, which names the release.
      link(frame, rendererDir(site, 'shell'));
      mkdirSync(dirname(templatePath(site)), { recursive: true });
      mkdirSync(dirname(siteConfigPath(site)), { recursive: true });
      cpSync(join(frame, SHELL_FRAME.template), templatePath(site));
      cpSync(join(frame, SHELL_FRAME.css), shellCssPath(site));
      cpSync(join(frame, SHELL_FRAME.siteConfig), siteConfigPath(site));
    } else {
      link(await cached(bucket, cache, releasePath(app, current)), releaseDir(site, app, current));
      link(
        await cached(bucket, cache, rendererPath(app, current)),
        rendererDir(site, app, current),
      );
    }
  }
}

/**
 * The SiteConfig of the live shell release, if one is published.
 * @param {import('./bucket.mjs').Bucket} bucket @param {Pointers} pointers
 */
export async function publishedSiteConfig(bucket, pointers) {
  const shell = pointers.shell?.current;
  const body =
    shell && (await bucket.get(`${rendererPath('shell', shell)}/${SHELL_FRAME.siteConfig}`));
  return body ? JSON.parse(body.toString('utf8')) : null;
}
