// @ts-check
// Two identities write a deployment (decision 012). A team writes only under its own
// part: its release's files, its render build, its request to go live. Not the ledger:
// a smoke pass there is what lets the composer promote a release. The composer writes what depends on every part: the pointers, the pages,
// remotes.json, the sitemap, the CSP map, the previews; it also removes what prune removes
// and the requests it has applied. On a bucket the policies of docs/publishing.md say the
// same; here the engine refuses, by name, a write its identity would not be allowed, so a
// mistake is found on a folder before it is found on a bucket.
import {
  COMPOSED_SHELL_FILES,
  CSP_FOLDER,
  HISTORY_FOLDER,
  LEDGER_FOLDER,
  LOCKS_FOLDER,
  PREVIEWS_FOLDER,
  RENDERERS_FOLDER,
  REQUESTS_FOLDER,
  requestsOf,
  SHELL_FOLDER,
} from '../site/site-layout.mjs';
import { RefusedRelease } from './refused.mjs';

/** @typedef {{ name: string, mayWrite: (path: string) => boolean, mayRemove: (path: string) => boolean }} Role */

/** @param {string} path @param {string} folder */
const below = (path, folder) => path.startsWith(`${folder}/`);

/** The composer's alone besides what it composes: the ledger and the locks. @param {string} path */
const records = (path) => below(path, LEDGER_FOLDER) || below(path, LOCKS_FOLDER);

/** A composed file of the shell's folder: a page or one of COMPOSED_SHELL_FILES. @param {string} path */
const composedShellFile = (path) =>
  below(path, `${SHELL_FOLDER}/_routes`) ||
  COMPOSED_SHELL_FILES.has(path.slice(SHELL_FOLDER.length + 1));

/**
 * The team that releases `app`.
 * @param {string} app @returns {Role}
 */
export function teamOf(app) {
  const own = (/** @type {string} */ path) =>
    below(path, `${RENDERERS_FOLDER}/${app}`) ||
    below(path, requestsOf(app)) ||
    (app === SHELL_FOLDER
      ? below(path, SHELL_FOLDER) && !composedShellFile(path)
      : below(path, `${app}/releases`));
  return {
    name: `${app}'s release`,
    mayWrite: own,
    mayRemove: (path) => below(path, requestsOf(app)),
  };
}

/** The composer: every pointer, page and generated file, and the removals of prune. @type {Role} */
export const COMPOSER = {
  name: 'the composer',
  mayWrite: (path) =>
    records(path) ||
    composedShellFile(path) ||
    below(path, CSP_FOLDER) ||
    below(path, HISTORY_FOLDER) ||
    below(path, PREVIEWS_FOLDER),
  mayRemove: (path) =>
    COMPOSER.mayWrite(path) ||
    below(path, REQUESTS_FOLDER) ||
    // prune: old releases and render builds
    /^[a-z-]+\/releases\//.test(path) ||
    below(path, RENDERERS_FOLDER),
};

/**
 * `storage` as `role` may use it: a write or removal outside what it owns is refused.
 * @param {import('../storage/storage.mjs').Storage} storage @param {Role} role
 * @returns {import('../storage/storage.mjs').Storage}
 */
export function confined(storage, role) {
  /** @param {string} path @param {'write' | 'remove'} verb */
  const check = (path, verb) => {
    if (!(verb === 'write' ? role.mayWrite(path) : role.mayRemove(path))) {
      throw new RefusedRelease(`${role.name} may not ${verb} ${path}: it is not its own`);
    }
  };
  return {
    ...storage,
    async write(path, body, metadata) {
      check(path, 'write');
      return storage.write(path, body, metadata);
    },
    async writeIfUnchanged(path, body, version) {
      check(path, 'write');
      return storage.writeIfUnchanged(path, body, version);
    },
    async putFolder(dir, folder, include) {
      check(`${folder}/`, 'write');
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
  };
}
