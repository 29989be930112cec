import { composition as checked } from 'composition/load.mjs';
import type { AppBuildOptions } from './app-build-options.ts';
import type { RemoteRoute } from './release-info.ts';

/** composition.json, validated by its loader at every build, with its literal names. */
export const composition = checked as typeof import('../../composition.json');

/**
 * What composition.json says of an app: its port, its federation options and, for a
 * remote, the routes it publishes with each release.
 */
export function composedApp({
  remote,
  expandRoute,
}: Pick<AppBuildOptions, 'remote' | 'expandRoute'>) {
  if (!remote) {
    return {
      port: composition.shell.port,
      base: '/' as const,
      // Remote URLs are deployment data (remotes.json), registered at start-up; with the
      // default 'version-first', one hung remote leaves the whole shell blank.
      federation: {
        name: 'shell',
        remotes: {},
        shareStrategy: 'loaded-first' as const,
      },
      routes: undefined,
    };
  }
  const entry = composition.remotes[remote];
  const routes: RemoteRoute[] = entry.routes.flatMap(({ path, expose }) =>
    (path.endsWith('*') && expandRoute ? expandRoute(path) : [path]).map((concrete) => ({
      path: concrete,
      expose,
    })),
  );
  return {
    package: entry.package,
    port: entry.port,
    base: './' as const,
    federation: {
      name: remote,
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: entry.exposes as Record<string, string>,
    },
    routes,
  };
}
