// @ts-check
// The front door of deployment/: the facts of a deployment that the release engine, the
// collector (measure/) and the servers all read. Where each thing lives in a folder or a
// bucket (site-layout.mjs), the headers each file is served with (object-headers.mjs),
// which releases each app has and which is live (pointers.mjs), and a deployment's folder
// read (folder-reader.mjs). Everything outside this folder imports from here and nowhere
// else inside it (scripts/layout/ makes that so). It stands on composition/ and
// shared-types/ alone; only the release engine writes a deployment.
// Nothing here uses import.meta: Playwright runs what the browser tests import as CommonJS.

/**
 * @typedef {import('./reader.mjs').DeploymentReader} DeploymentReader
 * @typedef {import('./reader.mjs').Versioned} Versioned
 * @typedef {import('./pointers.mjs').Release} Release
 * @typedef {import('./pointers.mjs').History} History
 * @typedef {import('./pointers.mjs').Pointers} Pointers
 */

export { folderReader } from './folder-reader.mjs';
export { cacheControlOf, contentTypeOf } from './object-headers.mjs';
export { POINTER_APPS, readPointer, readPointers, readPointerVersioned } from './pointers.mjs';
export { contained, filesBelow, parseJson, readJson } from './read-files.mjs';
export { fingerprintOf } from './reader.mjs';
export * from './site-layout.mjs';
