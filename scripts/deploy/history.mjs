// @ts-check
// Which releases of an app exist and which is live: <site>/history/<app>.json.
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
