// @ts-check
// What a release is, file by file, as the keyless job that built it says (decision 027):
// every storage key its two immutable folders hold, with each file's sha256. The job
// that builds writes it beside the build, a job that only hashes attests its digest,
// and the composer holds the stored files to it before it composes them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesBelow, releasePath, rendererPath } from 'deployment';
import { RefusedRelease } from '../core/refused.mjs';

/**
 * @import { Candidate } from '../core/engine-types.mjs'
 * @import { Storage } from '../core/storage.mjs'
 */

/** Beside a build brought from another job: its manifest. */
export const MANIFEST_FILE = 'release-manifest.json';

/**
 * @typedef {{ app: string, id: string, version: string, contract: string, files: Record<string, string> }} ReleaseManifest
 *   `files`: storage key → sha256 (hex) of what the release writes in its own folders
 */

/** @param {Buffer | string} body */
export const sha256 = (body) => createHash('sha256').update(body).digest('hex');

/** A release's own, immutable folders: what its provenance covers. @param {string} app @param {string} id */
export const releaseFolders = (app, id) => [releasePath(app, id), rendererPath(app, id)];

/**
 * The manifest of a candidate: each file it writes into its own folders. The shell's
 * served copy of its browser build (shell/assets/…) is not among them: the composer holds
 * it to the release's own copy (releases/…), which is.
 * @param {Candidate} candidate @returns {ReleaseManifest}
 */
export function releaseManifest({ app, id, info, folders }) {
  const own = releaseFolders(app, id);
  /** @type {Record<string, string>} */
  const files = {};
  for (const { dir, folder, include = () => true } of folders) {
    if (!own.includes(folder)) continue;
    for (const file of filesBelow(dir).filter(include)) {
      files[`${folder}/${file}`] = sha256(readFileSync(join(dir, file)));
    }
  }
  return { app, id, version: info.version, contract: info.contract, files: sorted(files) };
}

/** @param {Record<string, string>} files */
const sorted = (files) =>
  Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The manifest as the bytes its attestation is of. @param {ReleaseManifest} manifest */
export const manifestBytes = (manifest) => Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);

/**
 * A manifest read back (a storage's or an artifact's), its shape checked.
 * @param {Buffer | string} body @param {string} where @returns {ReleaseManifest}
 */
export function parsedManifest(body, where) {
  /** @type {any} */
  let manifest;
  try {
    manifest = JSON.parse(String(body));
  } catch {
    throw new RefusedRelease(`${where} is no release manifest`);
  }
  const files = manifest?.files;
  const wellFormed =
    typeof manifest?.app === 'string' &&
    typeof manifest?.id === 'string' &&
    files &&
    typeof files === 'object' &&
    Object.values(files).every((hash) => typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash));
  if (!wellFormed) throw new RefusedRelease(`${where} is no release manifest`);
  return manifest;
}

/**
 * Refuses unless every file of the manifest is stored with the sha256 attested; returns
 * the stored keys the manifest does not name (the composer removes them: nothing attested
 * names them, and one team's extra file must not stop every part's composition).
 * @param {Storage} storage @param {ReleaseManifest} manifest
 * @returns {Promise<string[]>}
 */
export async function assertStoredAsManifest(storage, manifest) {
  const { app, id, files } = manifest;
  /** @type {string[]} */
  const stored = [];
  for (const folder of releaseFolders(app, id)) {
    for (const name of (await storage.list(folder)).keys()) stored.push(`${folder}/${name}`);
  }
  const missing = Object.keys(files).filter((key) => !stored.includes(key));
  const changed = [];
  for (const [key, hash] of Object.entries(files)) {
    if (missing.includes(key)) continue;
    const body = await storage.read(key);
    if (!body || sha256(body) !== hash) changed.push(key);
  }
  const wrong = [
    ...changed.map((key) => `${key} changed`),
    ...missing.map((key) => `${key} missing`),
  ];
  if (wrong.length > 0) {
    throw new RefusedRelease(
      `${app} ${id}: its stored files are not those attested (${wrong.slice(0, 3).join(', ')}${wrong.length > 3 ? ', …' : ''})`,
    );
  }
  return stored.filter((key) => !(key in files));
}
