// @ts-check
// Puts a composition into the storage: the shell folder's composed files (every page,
// sitemap, robots, SiteConfig, remotes.json) and the CSP hashes beside them. Only what
// differs is written; pages no live release serves any more are removed. The pages go
// first and remotes.json, the pointer browsers read, last. Each page carries its
// Content-Security-Policy hashes as metadata, for a CDN to turn into a header.

import { fingerprintOf, parseJson } from 'deployment';
import { cspFiles } from '../../site/csp.mjs';
import { inParallel } from '../../storage/parallel.mjs';

/**
 * @import { InlineHashes } from 'shared-types'
 * @import { Composition } from '../../core/engine-types.mjs'
 * @import { Storage } from '../../core/storage.mjs'
 */

const REMOTES_FILE = 'remotes.json';
const isPage = (/** @type {string} */ file) => file === 'index.html' || file.startsWith('_routes/');

/**
 * @typedef {{ shell: string, csp: string }} Destination where the composition goes:
 *   the live folders, or a preview's
 */

/**
 * `unmoved` says whether the pointers are still those the composition was made from: if
 * not, the pages are written but remotes.json and removals wait for a fresh composition,
 * so a stale one never removes another team's new pages nor points browsers back.
 * `afterPages` runs once the pages are out (the engine's step).
 * @param {Storage} storage
 * @param {Composition} composition
 * @param {Destination} to
 * @param {{ unmoved: () => Promise<boolean>, afterPages?: () => void }} hooks
 * @returns {Promise<{ written: string[], removed: string[], complete: boolean }>}
 */
export async function syncComposition(storage, composition, to, { unmoved, afterPages }) {
  const inStorage = await storage.list(to.shell);
  const hashes = composition.hashes;
  const composed = [...composition.shell.keys()];
  const changed = composed.filter(
    (file) => inStorage.get(file) !== fingerprintOf(composition.shell.get(file) ?? ''),
  );
  /** @param {string} file */
  const put = (file) => {
    const page = hashes[`/${file}`];
    const metadata = page && {
      'csp-script-hashes': page.script.join(' '),
      'csp-style-hashes': page.style.join(' '),
    };
    return storage.write(`${to.shell}/${file}`, composition.shell.get(file) ?? '', metadata);
  };
  const inShell = (/** @type {string[]} */ files) => files.map((file) => `${to.shell}/${file}`);
  const pages = changed.filter(isPage);
  // While old and new pages are both out, the hashes allow either: the union goes first,
  // the new composition's own hashes once it is complete.
  const previous = await storage.read(`${to.csp}/routes.json`);
  await writeCsp(storage, to, {
    ...(previous ? parseJson(previous, `${to.csp}/routes.json`) : {}),
    ...composition.hashes,
  });
  await inParallel(pages, put);
  afterPages?.();
  if (!(await unmoved())) return { written: inShell(pages), removed: [], complete: false };
  const rest = changed.filter((file) => !isPage(file) && file !== REMOTES_FILE);
  await inParallel(rest, put);
  if (changed.includes(REMOTES_FILE)) await put(REMOTES_FILE);
  const removed = [...inStorage.keys()].filter(
    (file) => file.startsWith('_routes/') && !composed.includes(file),
  );
  if (removed.length > 0) await storage.remove(inShell(removed));
  await writeCsp(storage, to, composition.hashes);
  return { written: inShell(changed), removed: inShell(removed), complete: true };
}

/**
 * @param {Storage} storage @param {Destination} to
 * @param {Record<string, InlineHashes>} hashes
 */
async function writeCsp(storage, to, hashes) {
  for (const [file, body] of Object.entries(cspFiles(hashes))) {
    const current = await storage.read(`${to.csp}/${file}`);
    if (!current?.equals(Buffer.from(body))) await storage.write(`${to.csp}/${file}`, body);
  }
}
