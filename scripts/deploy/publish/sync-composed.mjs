// @ts-check
// Puts a composition into the bucket: the shell folder's composed files (every route's
// HTML, the not-found page, sitemap, robots, SiteConfig, remotes.json). Only what differs
// from the bucket is written; pages no live release serves any more are removed. The
// pages go first and remotes.json, the pointer browsers read, last. Each page carries its
// Content-Security-Policy hashes as metadata, for the CDN to turn into a header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesBelow, readJson } from '../files.mjs';
import { etagOf, inParallel } from './bucket.mjs';

const REMOTES_FILE = 'remotes.json';
const isPage = (/** @type {string} */ file) => file === 'index.html' || file.startsWith('_routes/');

/**
 * `unmoved` says whether the pointers are still those the composition was made from: if
 * not, the pages are written but remotes.json and removals wait for a fresh composition,
 * so a stale one never removes another team's new pages nor points browsers back.
 * @param {import('./bucket.mjs').Bucket} bucket
 * @param {string} site the local site the composition was written into
 * @param {() => Promise<boolean>} unmoved
 * @returns {Promise<{ written: string[], removed: string[], complete: boolean }>}
 */
export async function syncComposedFiles(bucket, site, unmoved) {
  const folder = join(site, 'shell');
  const inBucket = await bucket.list('shell');
  /** @type {Record<string, import('../csp.mjs').InlineHashes>} */
  const hashes = readJson(join(site, 'csp/routes.json'), {});
  const composed = filesBelow(folder);
  const changed = composed.filter(
    (file) => inBucket.get(file) !== etagOf(readFileSync(join(folder, file))),
  );
  /** @param {string} file */
  const put = (file) => {
    const page = hashes[`/${file}`];
    const metadata = page && {
      'csp-script-hashes': page.script.join(' '),
      'csp-style-hashes': page.style.join(' '),
    };
    return bucket.put(`shell/${file}`, readFileSync(join(folder, file)), metadata);
  };
  const inShell = (/** @type {string[]} */ files) => files.map((file) => `shell/${file}`);
  const pages = changed.filter(isPage);
  await inParallel(pages, put);
  if (!(await unmoved())) return { written: inShell(pages), removed: [], complete: false };
  const rest = changed.filter((file) => !isPage(file) && file !== REMOTES_FILE);
  await inParallel(rest, put);
  if (changed.includes(REMOTES_FILE)) await put(REMOTES_FILE);
  const removed = [...inBucket.keys()].filter(
    (file) => file.startsWith('_routes/') && !composed.includes(file),
  );
  if (removed.length > 0) await bucket.remove(inShell(removed));
  return { written: inShell(changed), removed: inShell(removed), complete: true };
}
