// @ts-check
// Two identities write a deployment (decision 012). A team writes only under its own
// part: its release's files, its render build, its request to go live. Not the ledger
// nor the locks: a smoke pass there is what lets the composer promote a release. The
// composer writes what depends on every part: the pointers, the pages, remotes.json, the
// sitemap, the CSP map, the previews, the ledger and the locks; it removes what prune
// removes and the requests it has applied, never a ledger entry. On a bucket the policies
// of docs/publishing.md say the same; here the engine refuses, by name, what its identity
// would not be allowed, so a mistake is found on a folder before it is found on a bucket.
import { REMOTES } from 'composition';
import {
  ADMIN_PARTS,
  COMPOSED_SHELL_FILES,
  CSP_FOLDER,
  filesBelow,
  HISTORY_FOLDER,
  LEDGER_FOLDER,
  LOCKS_FOLDER,
  PREVIEWS_FOLDER,
  RENDERERS_FOLDER,
  REQUESTS_FOLDER,
  requestsOf,
  SHELL_FOLDER,
} from 'deployment';
import { printable, quoted } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { PROVENANCE_FOLDER } from '../provenance/record.mjs';
import { KNOWN_APPS } from './values.mjs';

/** @import { Storage } from '../core/storage.mjs' */

/** @typedef {{ name: string, mayWrite: (path: string) => boolean, mayRemove: (path: string) => boolean }} Role */

/**
 * A key judged by its prefix only if its prefix is where it goes: no '..', '.' or empty
 * segment ('shell/../admin' starts with 'shell/'), backslash or control character. A
 * folder is judged as 'folder/'.
 * @param {string} path
 */
const plain = (path) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  !/[\u0000-\u001f\u007f\\]/.test(path) &&
  path
    .replace(/\/$/, '')
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');

/** @param {string} path @param {string} folder */
const below = (path, folder) => plain(path) && path.startsWith(`${folder}/`);

/** The composer's alone besides what it composes: the ledger and the locks. @param {string} path */
const records = (path) => below(path, LEDGER_FOLDER) || below(path, LOCKS_FOLDER);

/** A composed file of the shell's folder: a page or one of COMPOSED_SHELL_FILES. @param {string} path */
const composedShellFile = (path) =>
  below(path, `${SHELL_FOLDER}/_routes`) ||
  (below(path, SHELL_FOLDER) && COMPOSED_SHELL_FILES.has(path.slice(SHELL_FOLDER.length + 1)));

/** A remote's release folder (what prune removes); the shell's files have none. @param {string} path */
const remoteRelease = (path) => Object.keys(REMOTES).some((app) => below(path, `${app}/releases`));

/**
 * The team that releases `app`, one of composition.json's.
 * @param {string} app @returns {Role}
 */
export function teamOf(app) {
  if (!KNOWN_APPS.includes(app)) {
    throw new RefusedRelease(`${quoted(app)} is not an app of composition.json: no team has it`);
  }
  const own = (/** @type {string} */ path) =>
    below(path, `${RENDERERS_FOLDER}/${app}`) ||
    below(path, requestsOf(app)) ||
    below(path, `${PROVENANCE_FOLDER}/${app}`) ||
    (app === SHELL_FOLDER
      ? below(path, SHELL_FOLDER) && !composedShellFile(path)
      : below(path, `${app}/releases`));
  return {
    name: `${app}'s release`,
    mayWrite: own,
    mayRemove: (path) => below(path, requestsOf(app)),
  };
}

/**
 * The composer: every pointer, page and generated file (the editor's admin/parts.json,
 * from the live parts' checked content, but not the editor itself), and the removals of
 * prune. @type {Role}
 */
export const COMPOSER = {
  name: 'the composer',
  mayWrite: (path) =>
    path === ADMIN_PARTS ||
    records(path) ||
    composedShellFile(path) ||
    below(path, CSP_FOLDER) ||
    below(path, HISTORY_FOLDER) ||
    below(path, PREVIEWS_FOLDER),
  mayRemove: (path) =>
    (COMPOSER.mayWrite(path) && !records(path)) ||
    below(path, REQUESTS_FOLDER) ||
    // prune: old releases and render builds (and the shell's, laid out by release), their
    // provenance; and a file no attestation names, found in a live release's folder
    remoteRelease(path) ||
    below(path, `${SHELL_FOLDER}/releases`) ||
    below(path, PROVENANCE_FOLDER) ||
    below(path, RENDERERS_FOLDER),
};

/**
 * `storage` as `role` may use it. Every method that writes is checked: a write, a removal,
 * a ledger entry or a lock outside what the role owns is refused. Reads pass; a method
 * this does not know is refused when called, never passed through unchecked.
 * @param {Storage} storage @param {Role} role
 * @returns {Storage}
 */
export function confined(storage, role) {
  /** @param {string} path @param {'write' | 'remove'} verb */
  const check = (path, verb) => {
    if (!(verb === 'write' ? role.mayWrite(path) : role.mayRemove(path))) {
      throw new RefusedRelease(
        `${role.name} may not ${verb} ${printable(path)}: it is not its own`,
      );
    }
  };
  const unknown = Object.fromEntries(
    Object.entries(storage)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => [
        name,
        () => {
          throw new RefusedRelease(`${role.name} may not use ${name}: confined() does not know it`);
        },
      ]),
  );
  /** @type {Storage} */
  const checked = {
    description: storage.description,
    read: (path) => storage.read(path),
    list: (folder) => storage.list(folder),
    readVersioned: (path) => storage.readVersioned(path),
    readLedger: () => storage.readLedger(),
    leftovers: () => storage.leftovers(),
    // Writes only a local folder (a bucket's download cache), never the deployment.
    localFolder: (folder, cache) => storage.localFolder(folder, cache),
    async write(path, body, metadata) {
      check(path, 'write');
      return storage.write(path, body, metadata);
    },
    async writeIfUnchanged(path, body, version) {
      check(path, 'write');
      return storage.writeIfUnchanged(path, body, version);
    },
    async putFolder(dir, folder, include = () => true) {
      // Every file it would write, not only the folder: the shell's holds composed files.
      check(`${folder}/`, 'write');
      for (const file of filesBelow(dir).filter(include)) check(`${folder}/${file}`, 'write');
      return storage.putFolder(dir, folder, include);
    },
    async remove(paths) {
      for (const path of paths) check(path, 'remove');
      return storage.remove(paths);
    },
    async removeFolder(folder) {
      check(`${folder}/`, 'remove');
      return storage.removeFolder(folder);
    },
    async appendLedger(entry) {
      check(`${LEDGER_FOLDER}/`, 'write');
      return storage.appendLedger(entry);
    },
    async exclusively(scope, task) {
      // A bucket's lock is locks/<scope>.json (storage/bucket-lock.mjs).
      check(`${LOCKS_FOLDER}/${scope}.json`, 'write');
      return storage.exclusively(scope, task);
    },
  };
  return /** @type {Storage} */ ({ ...unknown, ...checked });
}
