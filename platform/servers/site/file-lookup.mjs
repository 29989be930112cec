// @ts-check
// The file a path names below a folder: never above it (a "..", an encoded one too), a
// folder's index.html for the folder. Like platform/servers/nginx and platform/servers/cdn, a miss is
// nothing, never an error.
import { statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/**
 * The first of the folders that holds the file.
 * @param {string[]} roots @param {string} urlPath @returns {string | undefined}
 */
export function fileAt(roots, urlPath) {
  for (const root of roots) {
    const file = fileBelow(root, urlPath);
    if (file) return file;
  }
  return undefined;
}

/** @param {string} root @param {string} urlPath @returns {string | undefined} */
export function fileBelow(root, urlPath) {
  let candidate;
  try {
    candidate = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return undefined;
  }
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  try {
    const stat = statSync(candidate);
    if (stat.isFile()) return candidate;
    if (stat.isDirectory()) return fileBelow(root, join(urlPath, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}
