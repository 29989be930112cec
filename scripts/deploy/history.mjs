// @ts-check
// Which releases of an app exist and which is live: <site>/history/<app>.json (in a
// bucket, the same key under its prefix: the app's pointer, written by its releases alone).
import { readJson, writeAtomically } from './files.mjs';
import { historyPath } from './site-layout.mjs';

/**
 * @typedef {{ id: string, version: string, contract: string, releasedAt: string, supersededAt?: string }} Release
 * @typedef {{ current: string | null, releases: Release[] }} History
 */

/** @param {string} site @param {string} app @returns {History} */
export function readHistory(site, app) {
  return readJson(historyPath(site, app), { current: null, releases: [] });
}

/** @param {string} site @param {string} app @param {History} history */
export function writeHistory(site, app, history) {
  writeAtomically(historyPath(site, app), `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * Makes `id` the live release, noting when the one it replaces stopped being live: open
 * tabs may still ask for that one's chunks for a while (prune's grace period).
 * @param {History} history @param {string} id
 */
export function makeCurrent(history, id) {
  const previous = history.releases.find((release) => release.id === history.current);
  if (previous && previous.id !== id) previous.supersededAt = new Date().toISOString();
  history.current = id;
}

/**
 * Adds a release (or moves a re-release of unchanged code to the end, keeping when it was
 * first out) and makes it live.
 * @param {History} history @param {string} id @param {{ version: string, contract: string }} info
 */
export function recordRelease(history, id, info) {
  const already = history.releases.find((release) => release.id === id);
  history.releases = history.releases.filter((release) => release.id !== id);
  history.releases.push({
    id,
    version: info.version,
    contract: info.contract,
    releasedAt: already?.releasedAt ?? new Date().toISOString(),
  });
  makeCurrent(history, id);
}

/**
 * The release a rollback returns to: `to` if given, else the one before the live one.
 * @param {History} history @param {string} [to] @returns {Release | undefined}
 */
export function rollbackTarget(history, to) {
  if (to) return history.releases.find((release) => release.id === to);
  const index = history.releases.findIndex((release) => release.id === history.current);
  return history.releases[index - 1];
}
