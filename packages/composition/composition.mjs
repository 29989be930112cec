// @ts-check
// composition.json for Node code: load.mjs (the file read and validated against
// composition.schema.json, the apps, the port rule, local origins) and the repository's
// root. Browser bundles read the same file through packages/shared-types/src/composition.ts,
// without the validator.
import { join } from 'node:path';

export * from './load.mjs';

/** The repository's root. Here, not in load.mjs, which the e2e tests import as CommonJS. */
export const ROOT = join(import.meta.dirname, '../..');

/** The apps' wing: an app's package name is its folder's name there. */
export const APPS_WING = 'apps';

/** An app's folder, under `root` (the repository's, or a copy of it). @param {string} name @param {string} [root] */
export const appFolder = (name, root = ROOT) => join(root, APPS_WING, name);
