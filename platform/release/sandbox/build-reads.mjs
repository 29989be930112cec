// @ts-check
// What a walled build of a part reads, and the Vite it runs: shared by a build
// (build.mjs) and the check of a part's content (content-check.mjs), both team code.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What every build reads beside its own folder, at the repository's root and its copy's. */
export const SHARED = [
  'packages/build-config',
  'packages/shared-types',
  'packages/shared-ui',
  'packages/composition',
  'composition.json',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
];

/**
 * Every node_modules folder Node looks in from `source`, up to the file system's root: a
 * copy of the repository (a draft's checkout, a test's workspace) resolves its
 * dependencies from the repository's own.
 * @param {string} source
 */
function nodeModulesAbove(source) {
  const found = [];
  for (let folder = dirname(source); ; folder = dirname(folder)) {
    found.push(join(folder, 'node_modules'));
    if (dirname(folder) === folder) return found;
  }
}

/**
 * The folders a build of `source` (an app's folder, apps/<app>) reads: the node_modules it
 * resolves from, the shared packages of the repository (packages link there) and of the
 * checkout `source` stands in (a draft's, whose relative imports reach its own), and
 * `source` itself.
 * @param {string} root @param {string} source @param {string[]} more other folders of root
 */
export const buildReads = (root, source, more) =>
  [
    ...nodeModulesAbove(source),
    ...[root, dirname(dirname(source))].flatMap((base) => SHARED.map((entry) => join(base, entry))),
    ...more.map((entry) => join(root, entry)),
    source,
  ].filter((path) => existsSync(path));

/** Vite's command, as `source` resolves it. @param {string} source */
export const viteOf = (source) =>
  join(
    dirname(createRequire(join(source, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );

/** Vite's own module (its JavaScript API), as `source` resolves it. @param {string} source */
export const viteModuleOf = (source) => createRequire(join(source, 'package.json')).resolve('vite');
