// @ts-check
// Which pages a release serves: the routes its build declared in its release.json, which
// the release step keeps in the release's folder (for mf-services, one '/service/<slug>'
// per content file, the same list the gate keeps a release from dropping). Read once per
// release id, which never changes. A release without one (none in a test's deployment)
// serves what the catalogue's content files name, as mf-services' build expands them
// (apps/mf-services/vite.config.ts): that folder is the catalogue's one source.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { releasePath } from 'deployment';

/** @import { DeploymentReader } from 'deployment' */

/** The service pages the content folder names, read when first asked. */
const contentRoutes = (() => {
  /** @type {Set<string> | undefined} */
  let routes;
  return () => {
    routes ??= new Set(
      readdirSync(join(ROOT, 'apps/mf-services/content/services'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `/service/${file.slice(0, -'.json'.length)}`),
    );
    return routes;
  };
})();

/** The paths a release.json declares, or null when there is none to read. @param {Buffer | null} body */
function declared(body) {
  if (!body) return null;
  try {
    const routes = JSON.parse(body.toString('utf8'))?.routes;
    if (!Array.isArray(routes)) return null;
    return new Set(routes.map((route) => route?.path).filter((path) => typeof path === 'string'));
  } catch {
    return null;
  }
}

/** @param {DeploymentReader} storage */
export function releaseRoutes(storage) {
  /** @type {Map<string, Promise<Set<string> | null>>} */
  const read = new Map();
  /** @type {Map<string, Set<string> | null>} */
  const known = new Map();
  return {
    /** Reads a release's routes, once. @param {string} part @param {string} id */
    load(part, id) {
      const key = `${part} ${id}`;
      let reading = read.get(key);
      if (!reading) {
        reading = storage
          .read(`${releasePath(part, id)}/release.json`)
          .then(declared, () => null)
          .then((routes) => {
            known.set(key, routes);
            return routes;
          });
        read.set(key, reading);
      }
      return reading;
    },
    /** Whether a loaded release serves `route`. @param {string} part @param {string} id @param {string} route */
    serves(part, id, route) {
      return (known.get(`${part} ${id}`) ?? contentRoutes()).has(route);
    },
  };
}
