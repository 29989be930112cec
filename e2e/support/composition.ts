import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_SITE } from './test-site';

/** composition.json: the apps, their ports and routes, as the tests read them. */
export const composition: typeof import('../../composition.json') = JSON.parse(
  readFileSync('composition.json', 'utf8'),
);

export type RemoteKey = keyof typeof composition.remotes;

export const remoteKeys = Object.keys(composition.remotes) as RemoteKey[];

/** Every app's package folder and port, the shell first. */
export const apps = [
  { package: composition.shell.package, port: composition.shell.port, shell: true },
  ...remoteKeys.map((key) => ({
    package: composition.remotes[key].package,
    port: composition.remotes[key].port,
    shell: false,
  })),
];

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
