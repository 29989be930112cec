import { composition, type ExposedModuleId, locales, type RemoteName } from 'shared-types';
import { localePath } from './locale-paths';

export const remoteNames = Object.keys(composition.remotes) as RemoteName[];

/** "mf_services/ServicePage" for ("mf_services", "./ServicePage"). */
export function moduleIdOf(remote: RemoteName, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

/**
 * Every route the remotes serve, in composition order, with the module that renders it.
 */
export const composedRoutes = remoteNames.flatMap((remote) =>
  composition.remotes[remote].routes.map((route) => ({
    remote,
    path: route.path,
    moduleId: moduleIdOf(remote, route.expose),
  })),
);

/**
 * Every composed route in every language, at its address there ('/about', '/hi/about'): the
 * same page, told its language. Each language's routes in turn, the default's first. A
 * function, so a bundle that never asks (a remote's pages) leaves it out.
 */
export function localizedRoutes() {
  return locales.flatMap((locale) =>
    composedRoutes.map((route) => ({ ...route, locale, path: localePath(locale, route.path) })),
  );
}

/** "mf_services" for "mf_services/ServicePage". */
export function remoteOf(id: ExposedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** "ServicePage" for "mf_services/ServicePage": the name its remote exposes it by. */
export function exposedNameOf(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}
