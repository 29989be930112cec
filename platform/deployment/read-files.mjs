// @ts-check
// Reading a deployment's local files, as the engine and the collector both do: a key
// kept inside its folder, every file below a folder, JSON whose error names where it
// came from. Writing them is the release engine's alone (platform/release/storage/files.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Where `key` lies below `root`, refusing a key that would leave it ('..', an absolute
 * path) or that holds a control character: the storages' second wall, whatever the gate
 * let through (decision 012).
 * @param {string} root @param {string} key '/'-separated, relative to `root` ('' is root itself)
 */
export function contained(root, key) {
  const base = resolve(root);
  const path = resolve(base, key);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  const unsafe = isAbsolute(key) || /[\u0000-\u001f\u007f\\]/.test(key);
  if (unsafe || (path !== base && !path.startsWith(base + sep))) {
    throw new Error(`${JSON.stringify(key)} is not a key inside ${root}`);
  }
  return path;
}

/** @param {string} dir @returns {string[]} every file below `dir`, relative, sorted */
export function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * JSON text, as the type its caller knows it to be; an error names where it came from.
 * @template T
 * @param {string | Buffer} text @param {string} where the file or object it was read from
 * @returns {T}
 */
export function parseJson(text, where) {
  try {
    return JSON.parse(text.toString());
  } catch (error) {
    throw new Error(`${where}: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * A JSON file, as the type its caller knows it to be.
 * @template T
 * @param {string} path
 * @param {T} [fallback] returned when the file does not exist
 * @returns {T}
 */
export function readJson(path, fallback) {
  if (!existsSync(path)) {
    if (fallback !== undefined) return fallback;
    throw new Error(`${path} is missing`);
  }
  return parseJson(readFileSync(path, 'utf8'), path);
}
