// @ts-check
// What the editor's backend lets through to decap-server, and why it refuses the rest:
// the actions the editor asks of it, on the parts' content folders alone, and no write
// but a draft's (main moves only when a draft is published).
import { posix } from 'node:path';
import { APPS } from 'composition';

/** The parts' content folders, from the repository's root: what the editor edits. */
export const CONTENT_FOLDERS = APPS.map((app) => `apps/${app.package}/content`);

/**
 * What the editor asks of decap-server; nothing else is let through. Not persistMedia,
 * deleteFile or deleteFiles: decap-server commits them to the branch they name, main, not
 * to a draft (DIRECT_WRITES).
 */
const ACTIONS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'getDeployPreview',
  // The editorial workflow's: drafts on branches (Git mode).
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile',
  'deleteUnpublishedEntry',
  'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry',
  // The editor's own: where each draft stands, answered by the drafts (drafts/).
  'draftStates',
]);

/**
 * decap-server's actions that write the branch they name (main) directly, whatever the
 * editor's workflow: Decap sends them for a picture uploaded, or a file deleted, in the
 * media library outside an entry. In an entry, a picture is saved with the draft.
 */
const DIRECT_WRITES = new Set(['persistMedia', 'deleteFile', 'deleteFiles']);

/** The parameters of decap-server's actions that name a file or a folder of the repository. */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder']);

/**
 * Every path a request's parameters name, however deep (persistEntry's entry, dataFiles
 * and assets; deleteFiles' paths; entriesByFiles' files).
 * @param {unknown} value @param {string} [key] @returns {unknown[]}
 */
function pathsIn(value, key) {
  if (key === 'paths' && Array.isArray(value)) return value;
  if (key && PATH_KEYS.has(key)) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => pathsIn(item, name));
  }
  return [];
}

/**
 * Whether `path`, relative to the repository as Decap sends it, is a content folder or
 * below one. An absolute path, or one with "..", a backslash or a NUL, is refused before
 * it is normalized.
 * @param {unknown} path @param {readonly string[]} [folders]
 */
export function isContentPath(path, folders = CONTENT_FOLDERS) {
  if (typeof path !== 'string' || path === '' || /[\\\0]/.test(path)) return false;
  if (posix.isAbsolute(path) || path.split('/').includes('..')) return false;
  const normalized = posix.normalize(path).replace(/\/$/, '');
  return folders.some((folder) => normalized === folder || normalized.startsWith(`${folder}/`));
}

/** Why a write to main is refused, in the words the editor shows. */
const DRAFTS_ONLY =
  "the editor's backend saves drafts alone: each save goes to the draft's branch, and main changes only when a draft is published";

/**
 * Why a request to decap-server is refused, or undefined if it may go through.
 * @param {{ action?: unknown, params?: any } | undefined} body
 * @param {{ folders?: readonly string[], mode?: 'fs' | 'git' }} [where] the content folders,
 *   and decap-server's mode: the file-system one has no branches, so no drafts
 */
export function refusalOf(body, { folders = CONTENT_FOLDERS, mode = 'git' } = {}) {
  const action = body?.action;
  if (typeof action === 'string' && DIRECT_WRITES.has(action)) {
    return `${action} would commit to main directly: ${DRAFTS_ONLY} (a picture is uploaded in the entry that shows it, and saved with its draft)`;
  }
  if (typeof action !== 'string' || !ACTIONS.has(action)) {
    return `the editor's backend does not do ${JSON.stringify(action)}`;
  }
  if (action === 'persistEntry' && mode === 'fs') {
    return `the file-system mode writes the checkout directly, with no draft: ${DRAFTS_ONLY} (--mode git)`;
  }
  if (action === 'persistEntry' && body?.params?.options?.useWorkflow !== true) {
    return `a save without the editorial workflow would commit to main directly: ${DRAFTS_ONLY}`;
  }
  const outside = pathsIn(body?.params).find((path) => !isContentPath(path, folders));
  if (outside !== undefined) {
    return `${JSON.stringify(outside)} is not in a content folder (${folders.join(', ')})`;
  }
  return undefined;
}
