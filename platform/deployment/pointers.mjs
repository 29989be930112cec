// @ts-check
// Which releases of an app exist and which is live: its pointer, history/<app>.json,
// written by that app's releases alone (decision 007), read here by whoever needs to
// know (the release engine, the collector's release book). The composition of the site
// depends on nothing else. How a pointer changes is the engine's (platform/release/engine/pointers.mjs).
import { composition, REMOTES } from 'composition/load.mjs';
import { parseJson } from './read-files.mjs';
import { pointerPath } from './site-layout.mjs';

/** @import { DeploymentReader } from './reader.mjs' */

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
 * @param {DeploymentReader} storage @param {string} app
 * @returns {Promise<History>}
 */
export const readPointer = async (storage, app) =>
  (await readPointerVersioned(storage, app)).history;

/**
 * One app's pointer with its version, for the compare-and-swap that writes it back.
 * @param {DeploymentReader} storage @param {string} app
 * @returns {Promise<{ history: History, version: string | null }>}
 */
export async function readPointerVersioned(storage, app) {
  const { body, version } = await storage.readVersioned(pointerPath(app));
  const where = `${storage.description}/${pointerPath(app)}`;
  return { history: body ? parseJson(body, where) : emptyHistory(), version };
}

/**
 * Every app's pointer. A pointer of an app this checkout's composition.json does not
 * know means the site has moved on: composing without it would drop that app.
 * @param {DeploymentReader} storage @returns {Promise<Pointers>}
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
