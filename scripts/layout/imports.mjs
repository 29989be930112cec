// @ts-check
// Every source file Git knows and what it imports, as paths from the repository's root:
// a relative specifier resolved (the same reading as release/front-door.test.mjs), a
// workspace imported by its package name (shared-types, shared-ui …) taken for its folder.
// Type imports in JSDoc count: a type is a dependency too. An @import tag is read as any
// `from '…'` is; an inline import('…').Type (a typedef that re-exports one) as a dynamic import.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { ROOT } from '../../composition/composition.mjs';

/** @typedef {{ from: string, to: string }} Import a file and a file it imports */

const SOURCE = /\.(?:mjs|cjs|js|mts|ts|tsx)$/;
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/**
 * Not sources: deployments, and the fixtures, copies of parts made wrong on purpose (one
 * reaches into another's source) that the architecture's browser tests put in place.
 */
const NOT_SOURCES = /^(?:deploy|e2e\/fixtures)\//;

/** The workspaces' folders, by the package name they are imported with. @returns {Map<string, string>} */
export function workspaces() {
  /** @type {{ workspaces: string[] }} */
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return new Map(
    root.workspaces.map((folder) => [
      JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')).name,
      folder,
    ]),
  );
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
 * @param {string} file @param {string} text @param {Map<string, string>} packages
 * @returns {string[]}
 */
export function importsIn(file, text, packages) {
  return [...text.matchAll(SPECIFIER)].flatMap((match) => {
    const specifier = (match[1] ?? '').split('?')[0] ?? '';
    if (specifier.startsWith('.')) return [posix.join(posix.dirname(file), specifier)];
    const [name = '', ...rest] = specifier.split('/');
    const folder = packages.get(name);
    return folder === undefined ? [] : [[folder, ...rest].join('/')];
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
    return importsIn(file, text, packages).map((to) => ({ from: file, to }));
  });
}
