// @ts-check
// Before any of a team's code runs, its folder is checked as the walls will bind it: a
// symbolic link or a hard link anywhere in it is refused (git ignores nothing of a link: a `dist` or
// `node_modules/.cache` committed as a link to `../../release` would have the engine or
// bubblewrap follow it), and so is a FIFO, a socket or a device. Then each folder the
// build will see as a fresh tmpfs is made a real, empty folder: nothing of the team's
// decides where a mount goes.
import { lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { printable } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';

/** @import { Stats } from 'node:fs' */

/** npm's own folder: what is in it comes from the lockfile, not from the team's commit. */
const INSTALLED = 'node_modules';

/** @param {Stats} stats */
const oddKind = (stats) =>
  stats.isSymbolicLink()
    ? 'a symbolic link'
    : stats.isFile() && stats.nlink > 1
      ? 'a hard link (the build would read another file through it)'
      : stats.isFile() || stats.isDirectory()
        ? ''
        : 'not a plain file or folder';

/**
 * Refuses `source` if it or anything in it (but what npm installed in its node_modules) is
 * a link or not a plain file or folder.
 * @param {string} name whose it is ("mf-contact's build") @param {string} source
 */
export function assertPlainTree(name, source) {
  /** @param {string} path @param {Stats} stats */
  const check = (path, stats) => {
    const kind = oddKind(stats);
    if (kind) {
      throw new RefusedRelease(
        `${name}: ${printable(relative(source, path) || path)} is ${kind}; a part's folder holds plain files and folders, and nothing runs until it does`,
      );
    }
  };
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      const stats = lstatSync(path);
      check(path, stats);
      if (stats.isDirectory() && !(folder === source && entry === INSTALLED)) walk(path);
    }
  };
  check(source, lstatSync(source));
  walk(source);
}

/**
 * Makes `folder` (below `source`) a real folder, each step of the way checked not to be a
 * link; where it was a link or a file, refuses.
 * @param {string} name @param {string} source @param {string} folder
 */
export function mountPoint(name, source, folder) {
  let path = source;
  for (const word of relative(source, folder).split(sep)) {
    path = join(path, word);
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      mkdirSync(path);
      continue;
    }
    if (!stats.isDirectory() || stats.isSymbolicLink()) {
      throw new RefusedRelease(
        `${name}: ${printable(relative(source, path))} must be a folder (it is ${oddKind(stats) || 'a file'})`,
      );
    }
  }
}
