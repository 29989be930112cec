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

const POINTER_FILE = 'remotes.json';
const isPage = (/** @type {string} */ file) => file === 'index.html' || file.startsWith('_routes/');

/**
 * @param {import('./bucket.mjs').Bucket} bucket
 * @param {string} site the local site the composition was written into
 * @returns {Promise<{ written: string[], removed: string[] }>}
 */
export async function syncComposedFiles(bucket, site) {
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
  await inParallel(changed.filter(isPage), put);
  await inParallel(
    changed.filter((file) => !isPage(file) && file !== POINTER_FILE),
    put,
  );
  if (changed.includes(POINTER_FILE)) await put(POINTER_FILE);
  const removed = [...inBucket.keys()].filter(
    (file) => file.startsWith('_routes/') && !composed.includes(file),
  );
  if (removed.length > 0) await bucket.remove(removed.map((file) => `shell/${file}`));
  return {
    written: changed.map((file) => `shell/${file}`),
    removed: removed.map((file) => `shell/${file}`),
  };
}
