// @ts-check
// A release may not take away an address the live release of its app serves: a service
// page's address is its content file's name, and a link on Google, WhatsApp or a printed
// card must keep working. Renaming or removing a page is refused here, by name.

import { parseJson, readPointer, releasePath } from 'deployment';
import { RefusedRelease } from '../core/refused.mjs';

/** @import { Storage } from '../core/storage.mjs' */

/** @typedef {{ routes?: { path: string }[] }} ReleaseRoutes a release.json */

export class DroppedRoutes extends RefusedRelease {
  /** @override */
  name = 'DroppedRoutes';
}

/** @param {ReleaseRoutes} info */
export const routePaths = (info) => (info.routes ?? []).map((route) => route.path);

/**
 * Throws DroppedRoutes if a release of `app` serving `routes` drops one its live release serves.
 * @param {Storage} storage @param {string} app @param {string[]} routes
 */
export async function assertKeepsLiveRoutes(storage, app, routes) {
  const live = (await readPointer(storage, app)).current;
  if (!live) return;
  const file = `${releasePath(app, live)}/release.json`;
  const liveInfo = await storage.read(file);
  if (!liveInfo) return;
  const kept = new Set(routes);
  const dropped = routePaths(parseJson(liveInfo.toString('utf8'), file)).filter(
    (path) => !kept.has(path),
  );
  if (dropped.length) {
    throw new DroppedRoutes(
      `${app} would no longer serve ${dropped.join(', ')}, which the live site serves. A page's address is its content file's name: keep the file (rename the page inside it), or keep the address working before removing it.`,
    );
  }
}
