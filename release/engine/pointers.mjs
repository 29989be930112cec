// @ts-check
// Which releases of an app exist and which is live: its pointer, history/<app>.json,
// written by that app's releases alone (decision 007). The composition of the site
// depends on nothing else.
import { composition, REMOTES } from '../../composition/composition.mjs';
import { pointerPath } from '../site/site-layout.mjs';
import { parseJson } from '../storage/files.mjs';

/**
 * @typedef {{ id: string, version: string, contract: string, releasedAt: string, supersededAt?: string }} Release
 * @typedef {{ current: string | null, releases: Release[] }} History
 * @typedef {Record<string, History>} Pointers every app's history, by app (package folder)
 */

/** Which app composed which routes: written beside the pointers before decision 009, now unused. */
const LEGACY_COMPOSED_ROUTES = 'composed-routes';

/** Every app with a pointer, the shell first. */
export const POINTER_APPS = [composition.shell.package, ...Object.keys(REMOTES)];

/** @returns {History} */
const emptyHistory = () => ({ current: null, releases: [] });

/**
 * One app's pointer; an app never released has none yet.
 * @param {import('../storage/storage.mjs').Storage} storage @param {string} app
 * @returns {Promise<History>}
 */
export const readPointer = async (storage, app) =>
  (await readPointerVersioned(storage, app)).history;

/**
 * One app's pointer with its version, for the compare-and-swap that writes it back.
 * @param {import('../storage/storage.mjs').Storage} storage @param {string} app
 * @returns {Promise<{ history: History, version: string | null }>}
 */
export async function readPointerVersioned(storage, app) {
  const { body, version } = await storage.readVersioned(pointerPath(app));
  const where = `${storage.description}/${pointerPath(app)}`;
  return { history: body ? parseJson(body, where) : emptyHistory(), version };
}

/**
 * Writes an app's pointer only if it is still at `version`, the one its writer read: a
 * release, rollback or prune that raced another never overwrites its change (StaleWrite).
 * @param {import('../storage/storage.mjs').Storage} storage @param {string} app
 * @param {History} history @param {string | null} version
 */
export const writePointer = (storage, app, history, version) =>
  storage.writeIfUnchanged(pointerPath(app), `${JSON.stringify(history, null, 2)}\n`, version);

/**
 * Every app's pointer. A pointer of an app this checkout's composition.json does not
 * know means the site has moved on: composing without it would drop that app.
 * @param {import('../storage/storage.mjs').Storage} storage @returns {Promise<Pointers>}
 */
export async function readPointers(storage) {
  const unknown = [...(await storage.list('history')).keys()]
    .map((file) => file.replace(/\.json$/, ''))
    .filter((app) => !POINTER_APPS.includes(app) && app !== LEGACY_COMPOSED_ROUTES);
  if (unknown.length > 0) {
    throw new Error(
      `${storage.description} has releases of ${unknown.join(', ')}, which this checkout's composition.json does not know: release from an up-to-date checkout`,
    );
  }
  return Object.fromEntries(
    await Promise.all(POINTER_APPS.map(async (app) => [app, await readPointer(storage, app)])),
  );
}

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
