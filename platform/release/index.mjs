// @ts-check
// The front door of release/: everything outside this folder (the servers, the editor's
// drafts, the benchmark, the browser tests) imports from here and nowhere else inside it
// (front-door.test.mjs makes that so). Operations answer with data (operations.mjs); a
// server that must keep answering runs them in a child process (in-child.mjs).
// The facts of the deployments it writes (where each thing is, the pointers, each file's
// headers) are deployment/'s: whoever needs them imports that front door.
// What this file imports at once is plain enough for Playwright, which runs what the
// tests import as CommonJS (no import.meta): the operations, which need it, load when
// first called.

/**
 * @typedef {import('./core/storage.mjs').LedgerEntry} LedgerEntry
 * @typedef {import('./core/storage.mjs').Storage} Storage
 * @typedef {import('./engine/release/preview.mjs').PublishedPreview} PublishedPreview
 * @typedef {import('./engine/observe/smoke.mjs').SmokeResult} SmokeResult
 * @typedef {import('./operations.mjs').Deployment} Deployment
 */

export { localTargets } from 'composition/load.mjs';
export { RefusedRelease } from './core/refused.mjs';
export {
  languagePrefixOf,
  NOT_FOUND_PATH,
  partOfPath,
  smokePages,
  smokeScopeOf,
  WHOLE_SITE,
} from './engine/observe/smoke-scope.mjs';
export { changedApps } from './engine/release/changed-apps.mjs';
export { bucketStorage } from './storage/bucket-storage.mjs';
export { contentId, copyFolderAtomically } from './storage/files.mjs';
export { folderStorage } from './storage/folder-storage.mjs';

const operations = () => import('./operations.mjs');

/** @type {typeof import('./operations.mjs').releaseApp} */
export const releaseApp = async (...args) => (await operations()).releaseApp(...args);
/** @type {typeof import('./operations.mjs').previewApp} */
export const previewApp = async (...args) => (await operations()).previewApp(...args);
/** @type {typeof import('./operations.mjs').requestApp} */
export const requestApp = async (...args) => (await operations()).requestApp(...args);
/** @type {typeof import('./operations.mjs').previewAgainOf} */
export const previewAgainOf = async (...args) => (await operations()).previewAgainOf(...args);
/** @type {typeof import('./operations.mjs').promoteRelease} */
export const promoteRelease = async (...args) => (await operations()).promoteRelease(...args);
/** @type {typeof import('./operations.mjs').smokeTest} */
export const smokeTest = async (...args) => (await operations()).smokeTest(...args);
/** @type {typeof import('./operations.mjs').smokeClears} */
export const smokeClears = async (...args) => (await operations()).smokeClears(...args);
/** @type {typeof import('./in-child.mjs').inChildProcess} */
export const inChildProcess = async (...args) =>
  (await import('./in-child.mjs')).inChildProcess(...args);
