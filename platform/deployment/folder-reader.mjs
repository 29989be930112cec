// @ts-check
// A deployment in a local (or mounted) folder, read: what the collector's release book
// reads a site's pointers and releases with, and what the release engine's folder storage
// (platform/release/storage/folder-storage.mjs) reads with before it writes. No key leaves the folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contained, filesBelow } from './read-files.mjs';
import { fingerprintOf } from './reader.mjs';

/** @import { DeploymentReader } from './reader.mjs' */

/**
 * @param {string} root the deployment's folder
 * @returns {DeploymentReader}
 */
export function folderReader(root) {
  // Every key stays below the deployment's folder, whatever a caller passes.
  const at = (/** @type {string} */ path) => contained(root, path);

  /** @type {DeploymentReader} */
  const reader = {
    description: root,

    async read(path) {
      return existsSync(at(path)) ? readFileSync(at(path)) : null;
    },

    async readVersioned(path) {
      const body = await reader.read(path);
      return { body, version: body ? fingerprintOf(body) : null };
    },

    async list(folder) {
      const dir = at(folder);
      if (!existsSync(dir)) return new Map();
      return new Map(
        filesBelow(dir).map((file) => [file, fingerprintOf(readFileSync(join(dir, file)))]),
      );
    },
  };
  return reader;
}
