// @ts-check
// A deployment in a local (or mounted) folder: deploy/site by default, served by
// platform/servers/site/ or nginx. Its reads are deployment/'s folderReader, which the
// collector reads the site with too. Writes are atomic renames; a release takes the
// folder's lock, and the ledger is one JSON line per entry appended under its own lock.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { contained, filesBelow, fingerprintOf, folderReader } from 'deployment';
import { StaleWrite } from '../core/storage.mjs';
import { copyFolderAtomically, writeAtomically } from './files.mjs';
import { withLock } from './lock.mjs';

/** @import { Storage } from '../core/storage.mjs' */

/** A release that has held the lock this long has died without a trace: its lock is stale. */
const RELEASE_LOCK_STALE_MS = 30 * 60_000;
/** A lock held for one small write (a ledger line, a compare-and-swap). */
const SHORT_LOCK_STALE_MS = 30_000;

const LEDGER = 'ledger/releases.jsonl';

/** An interrupted copy younger than this may be a release still copying. */
const LEFTOVER_AGE_MS = 3_600_000;

/**
 * The `.partial-<pid>` folders of interrupted copies, an hour old or more: below
 * `<app>/releases/` or `renderers/<app>/`.
 * @param {string} root @param {'releases' | 'renderers'} kind
 */
function partialsBelow(root, kind) {
  const parents =
    kind === 'renderers'
      ? subfolders(join(root, 'renderers')).map((app) => `renderers/${app}`)
      : subfolders(root).map((app) => `${app}/releases`);
  return parents.flatMap((parent) =>
    subfolders(join(root, parent))
      .filter((name) => name.includes('.partial-'))
      .filter((name) => Date.now() - statSync(join(root, parent, name)).mtimeMs >= LEFTOVER_AGE_MS)
      .map((name) => `${parent}/${name}`),
  );
}

/** @param {string} dir */
const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * @param {string} root the deployment's folder
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Storage}
 */
export function folderStorage(root, { log = console.log } = {}) {
  // Every key stays below the deployment's folder, whatever a caller passes.
  const at = (/** @type {string} */ path) => contained(root, path);

  /** @type {Storage} */
  const storage = {
    // description, read, readVersioned and list: the folder as every reader reads it.
    ...folderReader(root),

    async write(path, body) {
      writeAtomically(at(path), body);
    },

    async writeIfUnchanged(path, body, version) {
      // The file's own lock makes the comparison and the write one step for every process.
      mkdirSync(dirname(at(path)), { recursive: true });
      await withLock(
        `${at(path)}.lock`,
        async () => {
          const { version: now } = await storage.readVersioned(path);
          if (now !== version) {
            throw new StaleWrite(
              `${path} changed since it was read (${version ?? 'absent'} → ${now ?? 'absent'}): not overwritten`,
            );
          }
          writeAtomically(at(path), body);
        },
        { purpose: 'compare-and-swap', staleMs: SHORT_LOCK_STALE_MS, waitMs: 60_000 },
      );
    },

    async remove(paths) {
      for (const path of paths) rmSync(at(path), { force: true });
    },

    async removeFolder(folder) {
      rmSync(at(folder), { recursive: true, force: true });
    },

    async leftovers() {
      return /** @type {const} */ (['releases', 'renderers']).flatMap((kind) =>
        partialsBelow(root, kind),
      );
    },

    async putFolder(dir, folder, include = () => true) {
      // A release folder appears whole or not at all (an interrupted copy leaves only
      // `<id>.partial-<pid>`, which prune removes); a folder already there is completed.
      if (copyFolderAtomically(dir, at(folder), { include })) {
        return { uploaded: filesBelow(dir).filter(include).length, present: 0 };
      }
      const existing = await storage.list(folder);
      const files = filesBelow(dir).filter(include);
      const missing = files.filter(
        (file) => existing.get(file) !== fingerprintOf(readFileSync(join(dir, file))),
      );
      for (const file of missing)
        writeAtomically(at(`${folder}/${file}`), readFileSync(join(dir, file)));
      return { uploaded: missing.length, present: files.length - missing.length };
    },

    async localFolder(folder) {
      if (!existsSync(at(folder))) throw new Error(`${at(folder)} is missing`);
      return at(folder);
    },

    async appendLedger(entry) {
      mkdirSync(dirname(at(LEDGER)), { recursive: true });
      await withLock(
        at(`${LEDGER}.lock`),
        async () => {
          // A line cut short by a kill mid-append is ended first, so this one stays whole.
          const text = existsSync(at(LEDGER)) ? readFileSync(at(LEDGER), 'utf8') : '';
          const start = text === '' || text.endsWith('\n') ? '' : '\n';
          appendFileSync(at(LEDGER), `${start}${JSON.stringify(entry)}\n`);
        },
        { purpose: 'ledger', staleMs: SHORT_LOCK_STALE_MS, waitMs: 60_000 },
      );
    },

    async readLedger() {
      if (!existsSync(at(LEDGER))) return [];
      return (
        readFileSync(at(LEDGER), 'utf8')
          .split('\n')
          // A line cut short by a kill mid-append is not an entry.
          .flatMap((line) => {
            try {
              return line ? [JSON.parse(line)] : [];
            } catch {
              return [];
            }
          })
      );
    },

    // One lock for the whole folder, whatever the scope: a folder's releases are quick.
    exclusively(scope, task) {
      mkdirSync(root, { recursive: true });
      return withLock(at('release.lock'), task, {
        purpose: `release of ${scope}`,
        staleMs: RELEASE_LOCK_STALE_MS,
        waitMs: 10 * 60_000,
        onWait: (holder) =>
          log(`waiting for the release by process ${holder.pid} (since ${holder.at}) to finish`),
      });
    },
  };
  return storage;
}
