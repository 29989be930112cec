// @ts-check
// Local file work the engine and its adapters share: atomic writes and copies, content
// ids, a bucket's keys. Reading a deployment's files (JSON, a key inside its folder, the
// files below one) is deployment/'s, which the servers and the collector read with too.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { filesBelow } from 'deployment';

/**
 * A bucket key's path part, checked as `contained` checks a folder's: no '..', '.' or
 * empty segment, no leading '/', no control character.
 * @param {string} key
 */
export function checkedKey(key) {
  const segments = key.split('/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  const unsafe = key.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(key);
  if (
    unsafe ||
    segments.some(
      (segment, index) =>
        segment === '..' || segment === '.' || (segment === '' && index < segments.length - 1),
    )
  ) {
    throw new Error(`${JSON.stringify(key)} is not a key inside the bucket's prefix`);
  }
  return key;
}

/**
 * Written to a temporary file and renamed, so a server never reads half a file.
 * @param {string} path
 * @param {string | Buffer} content
 */
export function writeAtomically(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/**
 * Same files, same id: releasing unchanged code twice makes no new release.
 * @param {...string} dirs
 */
export function contentId(...dirs) {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of filesBelow(dir)) {
      hash.update(file);
      hash.update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies `source` to `target` so that `target` either does not exist or is complete:
 * the files go into a temporary sibling folder, renamed into place at the end. An
 * interrupted copy leaves only that temporary folder (`<target>.partial-<pid>`), which
 * `npm run prune` removes.
 * `afterFile` (for tests) is called after each file is copied.
 * @param {string} source
 * @param {string} target
 * @param {{ include?: (file: string) => boolean, afterFile?: (file: string) => void }} [options]
 * @returns {boolean} whether it copied (false: `target` was already there)
 */
export function copyFolderAtomically(source, target, { include = () => true, afterFile } = {}) {
  if (existsSync(target)) return false;
  // Unique per process, so two copies of the same release never mix their files.
  const temporary = `${target}.partial-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  for (const file of filesBelow(source).filter(include)) {
    mkdirSync(dirname(join(temporary, file)), { recursive: true });
    copyFileSync(join(source, file), join(temporary, file));
    afterFile?.(file);
  }
  mkdirSync(dirname(target), { recursive: true });
  try {
    renameSync(temporary, target);
  } catch (error) {
    // Another release of the same content finished first: its folder is as good.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  return true;
}
