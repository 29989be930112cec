// @ts-check
// The front door of release/: everything outside this folder (the servers, the editor's
// drafts, the benchmark, the browser tests) imports from here and nowhere else inside it
// (front-door.test.mjs makes that so). Operations answer with data (operations.mjs); a
// server that must keep answering runs them in a child process (in-child.mjs).
/**
 * @typedef {import('./storage/storage.mjs').LedgerEntry} LedgerEntry
 * @typedef {import('./storage/storage.mjs').Storage} Storage
 * @typedef {import('./engine/preview.mjs').PublishedPreview} PublishedPreview
 * @typedef {import('./engine/smoke.mjs').SmokeResult} SmokeResult
 */

export { localTargets } from '../composition/composition.mjs';
export { changedApps } from './engine/changed-apps.mjs';
export { previewUrl } from './engine/preview.mjs';
export { RefusedRelease } from './engine/refused.mjs';
export { inChildProcess } from './in-child.mjs';
export {
  previewAgainOf,
  previewApp,
  promoteRelease,
  releaseApp,
  requestApp,
  smokeClears,
  smokeTest,
} from './operations.mjs';
export { trustLocalBuilds } from './sandbox/walls-present.mjs';
export { cacheControlOf, contentTypeOf } from './site/object-headers.mjs';
export {
  COMPOSED_SHELL_FILES,
  CSP_FOLDER,
  LANGUAGE_PREFIXES,
  pointerPath,
  releasePath,
  routeFile,
  SHELL_NOT_FOUND,
  sectionNotFoundFiles,
} from './site/site-layout.mjs';
export { bucketStorage } from './storage/bucket-storage.mjs';
export { contentId, copyFolderAtomically, filesBelow, readJson } from './storage/files.mjs';
export { folderStorage } from './storage/folder-storage.mjs';
export { freePort } from './testing/free-port.mjs';
