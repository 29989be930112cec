import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, composition as checked, shiftedPort } from 'composition/load.mjs';
import { TEST_SITE } from './test-site';

// The loader itself (load.mjs, not composition.mjs: Playwright runs what the tests import
// as CommonJS, without import.meta).
export { readComposition, shiftedPort } from 'composition/load.mjs';

/** composition.json, validated by the loader, with its literal remote names for the tests. */
export const composition = checked as typeof import('../../composition.json');

export type RemoteKey = keyof typeof composition.remotes;

export const remoteKeys = Object.keys(composition.remotes) as RemoteKey[];

/** Each app's origin on a site whose shell is on `shellPort`, the rest shifted with it. */
export function shiftedOrigins(shellPort: number): Record<'shell' | RemoteKey, string> {
  const origin = (port: number) => `http://localhost:${shiftedPort(port, shellPort)}`;
  return {
    shell: origin(composition.shell.port),
    ...Object.fromEntries(remoteKeys.map((key) => [key, origin(composition.remotes[key].port)])),
  } as Record<'shell' | RemoteKey, string>;
}

/** Every app's package folder and port, the shell first. */
export const apps = APPS;

/**
 * Every route the deployed site serves, with the remote package that owns it: read from
 * each remote's live release (its release.json), so '/service/*' comes out as the nine
 * service pages mf-services serves.
 */
export function deployedRoutes(site = TEST_SITE): Array<{ path: string; remote: string }> {
  return remoteKeys.flatMap((key) => {
    const remote = composition.remotes[key].package;
    const { current } = JSON.parse(readFileSync(join(site, 'history', `${remote}.json`), 'utf8'));
    const release = JSON.parse(
      readFileSync(join(site, remote, 'releases', current, 'release.json'), 'utf8'),
    ) as { routes: Array<{ path: string }> };
    return release.routes.map((route) => ({ path: route.path, remote }));
  });
}

/**
 * Extra servers the browser suite starts beside the site: mf-services rebuilt alone with
 * a tenth service, and mf-contact's files on another port ("moved by config alone").
 */
export const FIXTURE_PORTS = { tenthService: 4012, movedContact: 4013 } as const;
