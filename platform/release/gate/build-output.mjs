// @ts-check
// What a build leaves is another team's too: before the engine reads a byte of it, its
// output folders hold plain files and folders only. A symbolic link would have the
// engine read or write where it points (its own environment through /proc/self, a file
// anywhere), a FIFO would hang it, a device or socket has no place in a release, and a
// setuid or setgid bit would travel into storage. A hard link is another file under a
// build's name (the engine's key, say): refused too.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_FOLDER } from 'deployment';
import { printable } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';

/** @import { Stats } from 'node:fs' */

const SPECIAL_BITS = 0o7000;

/** @param {Stats} stats */
const kindOf = (stats) =>
  stats.isSymbolicLink()
    ? 'a symbolic link'
    : stats.isFIFO()
      ? 'a FIFO'
      : stats.isSocket()
        ? 'a socket'
        : stats.isBlockDevice() || stats.isCharacterDevice()
          ? 'a device'
          : stats.isFile() && stats.nlink > 1
            ? "a hard link (its content is another file, maybe not the build's)"
            : stats.isFile() || stats.isDirectory()
              ? (stats.mode & SPECIAL_BITS) !== 0
                ? 'a file with setuid, setgid or sticky bits'
                : ''
              : 'not a file';

/**
 * Refuses `folder` (a build's output) unless it and everything in it are plain files and
 * folders. A folder that does not exist passes: the release says what is missing.
 * @param {string} app @param {string} folder
 */
export function assertPlainOutput(app, folder) {
  /** @type {Stats} */
  let top;
  try {
    top = lstatSync(folder);
  } catch {
    return;
  }
  for (const { path, stats } of plainEntries(folder, top)) {
    const kind = kindOf(stats);
    if (kind) {
      throw new RefusedRelease(
        `${app}: its build left ${printable(path)}, ${kind}: a build's output is plain files and folders`,
      );
    }
  }
}

/**
 * `folder` and everything below it, depth first, each with its lstat, never descending
 * through a link (Node's recursive readdir follows one: a link to '../../..' had the
 * engine walk the machine, round a loop, until it ran out of memory). A caller refuses at
 * the first entry that is not plain, before the walk goes on.
 * @param {string} folder @param {Stats} stats
 * @returns {Generator<{ path: string, stats: Stats }>}
 */
function* plainEntries(folder, stats) {
  yield { path: folder, stats };
  if (!stats.isDirectory() || stats.isSymbolicLink()) return;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    yield* plainEntries(path, lstatSync(path));
  }
}

/** What a build artifact may hold: a part's two output folders, at most this much. */
const ARTIFACT = { folders: ['dist', 'dist-render'], bytes: 512 * 1024 * 1024, entries: 40_000 };

/** Beside a shell's build: its business details, which the keyless job asked of it. */
export const SITE_CONFIG_FILE = 'site-config.json';
/** site-config.json at most: the business details are about 2 KB. */
const MAX_SITE_CONFIG_BYTES = 64 * 1024;

/**
 * The shell's business details brought beside its build, as data: a plain file, a JSON
 * object of 64 KB at most. Undefined when the build brought none.
 * @param {string} folder the build (assertBuildArtifact passed) @returns {object | undefined}
 */
export function siteConfigBroughtIn(folder) {
  const path = join(folder, SITE_CONFIG_FILE);
  if (!existsSync(path)) return undefined;
  const stat = lstatSync(path);
  if (!stat.isFile() || stat.size > MAX_SITE_CONFIG_BYTES) {
    throw new RefusedRelease(`the shell's ${SITE_CONFIG_FILE} is no plain file of 64 KB at most`);
  }
  const config = JSON.parse(readFileSync(path, 'utf8'));
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    throw new RefusedRelease(`the shell's ${SITE_CONFIG_FILE} is no object`);
  }
  return config;
}

/**
 * A build brought from another job (CI's artifact): a folder of the engine's holding
 * dist/ and dist-render/ alone, plain files and folders, within the limits of a build.
 * @param {string} app @param {string} folder
 */
export function assertBuildArtifact(app, folder) {
  const top = lstatSync(folder);
  if (!top.isDirectory() || top.isSymbolicLink()) {
    throw new RefusedRelease(`${app}: the build to release is not a folder`);
  }
  const extra = readdirSync(folder).filter(
    (entry) =>
      !ARTIFACT.folders.includes(entry) &&
      entry !== 'release-manifest.json' &&
      !(app === SHELL_FOLDER && entry === SITE_CONFIG_FILE),
  );
  if (extra.length) {
    throw new RefusedRelease(
      `${app}: the build holds ${printable(extra.slice(0, 3).join(', '))} beside ${ARTIFACT.folders.join(' and ')}`,
    );
  }
  let bytes = 0;
  let entries = 0;
  for (const output of ARTIFACT.folders) {
    const path = join(folder, output);
    assertPlainOutput(app, path);
    // Plain files and folders alone now: nothing below is a link.
    for (const entry of readdirSync(path, { recursive: true })) {
      entries += 1;
      bytes += lstatSync(join(path, String(entry))).size;
    }
  }
  if (entries > ARTIFACT.entries || bytes > ARTIFACT.bytes) {
    throw new RefusedRelease(
      `${app}: the build holds more than a build may (${ARTIFACT.entries} files, ${ARTIFACT.bytes / 1024 / 1024} MB)`,
    );
  }
}
