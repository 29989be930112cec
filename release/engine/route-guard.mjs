// @ts-check
// A release may not take away an address the live release of its app serves: a service
// page's address is its content file's name, and a link on Google, WhatsApp or a printed
// card must keep working. Renaming or removing a page is refused here, by name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releasePath } from '../site/site-layout.mjs';
import { parseJson } from '../storage/files.mjs';
import { readPointer } from './pointers.mjs';
import { RefusedRelease } from './refused.mjs';

/** @typedef {{ routes?: { path: string }[] }} ReleaseRoutes */

/** A refusal of the release command's own, before the engine runs: it records it. */
export class DroppedRoutes extends RefusedRelease {}

/**
 * Throws DroppedRoutes if the remote built in `source` drops a route its live release serves.
 * @param {import('./release.mjs').Engine} engine @param {string} app @param {string} source
 */
export async function assertKeepsLiveRoutes(engine, app, source) {
  const live = (await readPointer(engine.storage, app)).current;
  if (!live) return;
  const file = `${releasePath(app, live)}/release.json`;
  const liveInfo = await engine.storage.read(file);
  if (!liveInfo) return;
  const paths = (/** @type {ReleaseRoutes} */ info) =>
    (info.routes ?? []).map((route) => route.path);
  const built = new Set(
    paths(
      parseJson(
        readFileSync(join(source, 'dist/release.json'), 'utf8'),
        `${source}/dist/release.json`,
      ),
    ),
  );
  const dropped = paths(parseJson(liveInfo.toString('utf8'), file)).filter(
    (path) => !built.has(path),
  );
  if (dropped.length) {
    throw new DroppedRoutes(
      `${app} would no longer serve ${dropped.join(', ')}, which the live site serves. A page's address is its content file's name: keep the file (rename the page inside it), or keep the address working before removing it.`,
    );
  }
}
