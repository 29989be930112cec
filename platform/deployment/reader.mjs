// @ts-check
// What reading a deployment needs of the place it is kept: a folder (folder-reader.mjs)
// or a bucket. The release engine's Storage (platform/release/core/storage.mjs) is one, with the
// writes besides; the collector reads a site's folder with folderReader alone. Paths are
// relative to the deployment's root, '/'-separated: "history/mf-services.json".
import { createHash } from 'node:crypto';

/**
 * @typedef {{ body: Buffer | null, version: string | null }} Versioned
 *   `version`: S3's ETag, a folder's fingerprint of the same form; null when there is no file
 * @typedef {object} DeploymentReader
 * @property {string} description how the site is named in messages: a folder or s3://bucket/prefix
 * @property {(path: string) => Promise<Buffer | null>} read null when there is none
 * @property {(path: string) => Promise<Versioned>} readVersioned a file with its version
 * @property {(folder: string) => Promise<Map<string, string>>} list
 *   every file below `folder` ('' for all), by path relative to it, with its fingerprint
 */

/** The fingerprint both adapters list: S3's ETag of an object written in one PUT, the MD5 of its bytes. */
export const fingerprintOf = (/** @type {Buffer | string} */ content) =>
  `"${createHash('md5').update(content).digest('hex')}"`;
