// @ts-check
// How an app's pointer changes: a release recorded and made live, a rollback's target,
// the compare-and-swap that writes it. Reading the pointers is the deployment's
// (platform/deployment/pointers.mjs), which the collector reads them with too.
import { POINTER_APPS, pointerPath } from 'deployment';

/** @import { Storage } from '../core/storage.mjs' */

/**
 * @typedef {import('deployment').Release} Release
 * @typedef {import('deployment').History} History
 * @typedef {import('deployment').Pointers} Pointers
 */

/**
 * Writes an app's pointer only if it is still at `version`, the one its writer read: a
 * release, rollback or prune that raced another never overwrites its change (StaleWrite).
 * @param {Storage} storage @param {string} app
 * @param {History} history @param {string | null} version
 */
export const writePointer = (storage, app, history, version) =>
  storage.writeIfUnchanged(pointerPath(app), `${JSON.stringify(history, null, 2)}\n`, version);

/**
 * Which release of each app is live: "shell=… mf-marketing=… …".
 * @param {Pointers} pointers @param {string[]} [apps] these apps only
 */
export const liveReleases = (pointers, apps = POINTER_APPS) =>
  apps.map((app) => `${app}=${pointers[app]?.current ?? '-'}`).join(' ');

/**
 * Makes `id` the live release, noting when the one it replaces stopped being live: open
 * tabs may still ask for that one's chunks for a while (prune's grace period).
 * @param {History} history @param {string} id @param {Date} now @returns {History}
 */
export function makeCurrent(history, id, now) {
  return {
    current: id,
    releases: history.releases.map((release) =>
      release.id === history.current && release.id !== id
        ? { ...release, supersededAt: now.toISOString() }
        : release,
    ),
  };
}

/**
 * Adds a release (or moves a re-release of unchanged code to the end, keeping when it was
 * first out) and makes it live.
 * @param {History} history @param {string} id
 * @param {{ version: string, contract: string }} info @param {Date} now @returns {History}
 */
export function recordRelease(history, id, info, now) {
  const already = history.releases.find((release) => release.id === id);
  const releases = [
    ...history.releases.filter((release) => release.id !== id),
    {
      id,
      version: info.version,
      contract: info.contract,
      releasedAt: already?.releasedAt ?? now.toISOString(),
    },
  ];
  return makeCurrent({ ...history, releases }, id, now);
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
