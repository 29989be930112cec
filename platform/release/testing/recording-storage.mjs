// @ts-check
// A Storage in memory that records every write in order: what the unit tests check the
// engine's order of writes with. Not used outside tests.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesBelow, fingerprintOf } from 'deployment';
import { StaleWrite } from '../core/storage.mjs';

/** @import { LedgerEntry, Storage } from '../core/storage.mjs' */

/**
 * @returns {Storage & { files: Map<string, Buffer>, writes: string[], ledger: LedgerEntry[] }}
 */
export function recordingStorage() {
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @type {string[]} */
  const writes = [];
  /** @type {LedgerEntry[]} */
  const ledger = [];
  const below = (/** @type {string} */ folder) =>
    [...files.keys()].filter((path) => path.startsWith(`${folder}/`) || folder === '');
  const relative = (/** @type {string} */ folder, /** @type {string} */ path) =>
    folder === '' ? path : path.slice(folder.length + 1);
  return {
    description: 'memory',
    files,
    writes,
    ledger,
    async read(path) {
      return files.get(path) ?? null;
    },
    async write(path, body) {
      files.set(path, Buffer.from(body));
      writes.push(`write ${path}`);
    },
    async readVersioned(path) {
      const body = files.get(path) ?? null;
      return { body, version: body ? fingerprintOf(body) : null };
    },
    async writeIfUnchanged(path, body, version) {
      const now = files.get(path);
      if ((now ? fingerprintOf(now) : null) !== version) {
        writes.push(`stale ${path}`);
        throw new StaleWrite(`${path} changed since it was read`);
      }
      files.set(path, Buffer.from(body));
      writes.push(`write ${path}`);
    },
    async list(folder) {
      return new Map(
        below(folder).map((path) => [relative(folder, path), fingerprintOf(files.get(path) ?? '')]),
      );
    },
    async remove(paths) {
      for (const path of paths) {
        files.delete(path);
        writes.push(`remove ${path}`);
      }
    },
    async removeFolder(folder) {
      for (const path of below(folder)) files.delete(path);
      writes.push(`remove ${folder}/`);
    },
    async leftovers() {
      return [];
    },
    async putFolder(dir, folder, include = () => true) {
      let uploaded = 0;
      let present = 0;
      for (const file of filesBelow(dir).filter(include)) {
        const body = readFileSync(join(dir, file));
        if (files.get(`${folder}/${file}`)?.equals(body)) {
          present += 1;
          continue;
        }
        files.set(`${folder}/${file}`, body);
        uploaded += 1;
      }
      if (uploaded > 0) writes.push(`put ${folder}/`);
      return { uploaded, present };
    },
    async localFolder(folder, cache) {
      const paths = below(folder);
      if (paths.length === 0) throw new Error(`nothing under ${folder}`);
      for (const path of paths) {
        const local = join(cache, path);
        mkdirSync(dirname(local), { recursive: true });
        writeFileSync(local, files.get(path) ?? '');
      }
      return join(cache, folder);
    },
    async appendLedger(entry) {
      ledger.push(entry);
      writes.push(`ledger ${entry.action} ${entry.result}`);
    },
    async readLedger() {
      return [...ledger];
    },
    exclusively: (_scope, task) => task(),
  };
}
