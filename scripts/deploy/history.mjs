// @ts-check
// Which releases of an app exist and which is live: <site>/history/<app>.json.
import { readJson, writeAtomically } from './files.mjs';
import { historyPath } from './site-layout.mjs';

/**
 * @typedef {{ id: string, version: string, contract: string, releasedAt: string }} Release
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
