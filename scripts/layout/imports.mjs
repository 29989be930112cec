// @ts-check
// Every source file Git knows and what it imports, as paths from the repository's root:
// a relative specifier resolved (the same reading as platform/release/front-door.test.mjs), a
// workspace imported by its package name (shared-types, shared-ui …) taken for its folder.
// Type imports in JSDoc count: a type is a dependency too. An @import tag is read as any
// `from '…'` is; an inline import('…').Type (a typedef that re-exports one) as a dynamic import.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { ROOT } from 'composition';
import { workspaces } from './workspaces.mjs';

/**
 * @typedef {{ from: string, to: string, relative?: boolean }} Import a file and a file it
 *   imports; relative: by a path ('../x.mjs'), not by a package's name
 */
/** @import { Workspace } from './workspaces.mjs' */

const SOURCE = /\.(?:mjs|cjs|js|mts|ts|tsx)$/;
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/**
 * Not sources: deployments, and the fixtures, copies of parts made wrong on purpose (one
 * reaches into another's source) that the architecture's browser tests put in place.
 */
const NOT_SOURCES = /^(?:deploy|testing\/e2e\/fixtures)\//;

/**
 * The file a package import names: its workspace's folder and the file its exports give
 * the subpath ('release' → platform/release/index.mjs, 'build-config/content/fields' →
 * packages/build-config/content/fields.ts), or the path beside it when no export does.
 * @param {Workspace} workspace @param {string} subpath '.' or './content/fields'
 */
function exported({ folder, exports }, subpath) {
  const exact = exports[subpath];
  if (exact !== undefined) return posix.join(folder, exact);
  for (const [key, file] of Object.entries(exports)) {
    const [before = '', after] = key.split('*');
    if (after === undefined || !subpath.startsWith(before) || !subpath.endsWith(after)) continue;
    const star = subpath.slice(before.length, subpath.length - after.length);
    return posix.join(folder, file.replace('*', star));
  }
  return posix.join(folder, subpath);
}

/** Every source file Git knows, and the new ones it does not ignore. */
export function sourceFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !NOT_SOURCES.test(file));
}

/**
 * What `text`, the source of `file`, imports of the repository's own.
 * @param {string} file @param {string} text @param {Workspace[]} packages
 * @returns {Import[]}
 */
export function importsIn(file, text, packages) {
  return [...text.matchAll(SPECIFIER)].flatMap((match) => {
    const specifier = (match[1] ?? '').split('?')[0] ?? '';
    if (specifier.startsWith('.')) {
      return [{ from: file, to: posix.join(posix.dirname(file), specifier), relative: true }];
    }
    const [name = '', ...rest] = specifier.split('/');
    const workspace = packages.find((each) => each.name === name);
    if (workspace === undefined) return [];
    return [{ from: file, to: exported(workspace, ['.', ...rest].join('/')) }];
  });
}

/** Every import between the repository's own files. @returns {Import[]} */
export function repositoryImports() {
  const packages = workspaces();
  return sourceFiles().flatMap((file) => {
    let text = '';
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      return [];
    }
    return importsIn(file, text, packages);
  });
}
