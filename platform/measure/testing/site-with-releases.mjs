// @ts-check
// The site a collector's test reads its releases from: the pointers and the live
// mf-services release.json, as the release step leaves them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SHELL = '0123456789ab';
export const CONTACT = 'cdef01234567';
/** mf-services' live release, whose release.json names its pages, and one without one. */
export const SERVICES = '5e5e5e5e5e5e';
export const SERVICES_BARE = 'b0b0b0b0b0b0';

/**
 * A site folder whose pointers hold one release of the shell and one of mf-contact, and
 * two of mf-services: the live one with its release.json, as the release step keeps it.
 * @param {string} folder where the site is made (its site/ folder)
 */
export function siteWithReleases(folder) {
  const site = join(folder, 'site');
  mkdirSync(join(site, 'history'), { recursive: true });
  const history = (/** @type {string[]} */ ...ids) =>
    JSON.stringify({
      current: ids.at(-1),
      releases: ids.map((id) => ({ id, version: '1.0.0', contract: '1.3.0' })),
    });
  writeFileSync(join(site, 'history', 'shell.json'), history(SHELL));
  writeFileSync(join(site, 'history', 'mf-contact.json'), history(CONTACT));
  writeFileSync(join(site, 'history', 'mf-services.json'), history(SERVICES_BARE, SERVICES));
  const released = join(site, 'mf-services', 'releases', SERVICES);
  mkdirSync(released, { recursive: true });
  const routes = ['/services', '/service/ac', '/service/fridge', '/service/water-purifier'];
  writeFileSync(
    join(released, 'release.json'),
    JSON.stringify({ name: 'mf_services', routes: routes.map((path) => ({ path })) }),
  );
  return site;
}
