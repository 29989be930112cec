// @ts-check
// A storage that reads through to another and keeps every write in memory: what a
// composition's plan runs on (engine/compose/compositions.mjs). The command runs its whole course
// (requests applied, pointers moved, the ledger appended) against it, so the plan asks
// for exactly the compositions the real run will, and nothing reaches the real storage.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contained, filesBelow, fingerprintOf } from 'deployment';
import { StaleWrite } from '../core/storage.mjs';

/** @import { LedgerEntry, Storage } from '../core/storage.mjs' */

/**
 * @param {Storage} real read, never written
 * @returns {Storage & { written: () => string[] }}
 */
export function overlayStorage(real) {
  /** @type {Map<string, Buffer | null>} a path's body, or null once removed */
  const files = new Map();
  /** @type {LedgerEntry[]} */
  const ledger = [];
  let versions = 0;
  /** @type {Map<string, string>} */
  const versionOf = new Map();

  const below = (/** @type {string} */ folder) => (folder === '' ? '' : `${folder}/`);
  /** @param {string} path @param {Buffer | null} body */
  const put = (path, body) => {
    files.set(path, body);
    versionOf.set(path, `overlay-${++versions}`);
  };

  /** @type {Storage & { written: () => string[] }} */
  const overlay = {
    description: `${real.description} (a plan: nothing is written)`,
    async read(path) {
      return files.has(path) ? (files.get(path) ?? null) : real.read(path);
    },
    async write(path, body) {
      put(path, Buffer.from(body));
    },
    async list(folder) {
      const listed = await real.list(folder);
      const prefix = below(folder);
      for (const [path, body] of files) {
        if (!path.startsWith(prefix)) continue;
        const name = path.slice(prefix.length);
        if (body === null) listed.delete(name);
        else listed.set(name, fingerprintOf(body));
      }
      return listed;
    },
    async remove(paths) {
      for (const path of paths) put(path, null);
    },
    async removeFolder(folder) {
      for (const name of (await overlay.list(folder)).keys()) put(`${below(folder)}${name}`, null);
    },
    async leftovers() {
      return [];
    },
    async putFolder(dir, folder, include = () => true) {
      const names = filesBelow(dir).filter(include);
      for (const name of names) put(`${folder}/${name}`, readFileSync(join(dir, name)));
      return { uploaded: names.length, present: 0 };
    },
    async localFolder(folder, cache) {
      const prefix = below(folder);
      const own = [...files.keys()].filter((path) => path.startsWith(prefix));
      if (own.length === 0) return real.localFolder(folder, cache);
      // A folder written in the plan (a release's files): the real ones and the plan's.
      const local = contained(cache, `overlay/${folder}`);
      for (const name of (await overlay.list(folder)).keys()) {
        const body = await overlay.read(`${prefix}${name}`);
        const path = contained(local, name);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, body ?? '');
      }
      return local;
    },
    async appendLedger(entry) {
      ledger.push(entry);
    },
    async readLedger() {
      return [...(await real.readLedger()), ...ledger];
    },
    async readVersioned(path) {
      if (!files.has(path)) return real.readVersioned(path);
      const body = files.get(path) ?? null;
      return { body, version: body ? (versionOf.get(path) ?? null) : null };
    },
    async writeIfUnchanged(path, body, version) {
      const { version: now } = await overlay.readVersioned(path);
      if (now !== version) throw new StaleWrite(`${path} changed since it was read`);
      put(path, Buffer.from(body));
    },
    // Nothing real is written, so nothing is locked: the real run takes the locks.
    exclusively: (_scope, task) => task(),
    written: () => [...files.keys()].sort(),
  };
  return overlay;
}
