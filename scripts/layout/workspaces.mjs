// @ts-check
// The stairs as the workspaces write them: each workspace's package.json names the
// workspaces it stands on (dependencies) and its front door (exports). The layout test reads
// them here rather than from lists kept by hand; Node and TypeScript refuse an import of
// a package's insides that its exports leave out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';

/**
 * @typedef {object} Workspace
 * @property {string} folder from the root: 'platform/release'
 * @property {string} name its package name: 'release'
 * @property {string[]} uses the workspaces it declares it stands on, by folder
 * @property {boolean} door whether its exports is a front door (a relative import may not enter)
 * @property {Record<string, string>} exports its exports, subpath → file ('./index.mjs')
 */

/** @param {string} folder */
const packageOf = (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));

/** Every workspace of the root's package.json. @returns {Workspace[]} */
export function workspaces() {
  /** @type {string[]} */
  const folders = packageOf('.').workspaces;
  const named = new Map(folders.map((folder) => [packageOf(folder).name, folder]));
  return folders.map((folder) => {
    const manifest = packageOf(folder);
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    return {
      folder,
      name: manifest.name,
      uses: declared.flatMap((name) => named.get(name) ?? []),
      door: manifest.exports !== undefined,
      exports: manifest.exports ?? {},
    };
  });
}

/**
 * The declared stairs' circles: workspaces that stand, through their dependencies, on
 * themselves. Each circle once, as its folders.
 * @param {Workspace[]} all @returns {string[][]}
 */
export function dependencyCircles(all) {
  const uses = new Map(all.map((each) => [each.folder, each.uses]));
  /** @type {string[][]} */
  const circles = [];
  /** @param {string} folder @param {string[]} path */
  const walk = (folder, path) => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      const circle = path.slice(at);
      if (circle[0] === [...circle].sort()[0]) circles.push(circle);
      return;
    }
    for (const next of uses.get(folder) ?? []) walk(next, [...path, folder]);
  };
  for (const { folder } of all) walk(folder, []);
  return circles;
}
