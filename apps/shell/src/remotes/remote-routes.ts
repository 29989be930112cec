import { matchPath } from 'react-router-dom';
import type { PageModuleId } from 'shared-types';
import { localizedRoutes } from 'shared-ui/site';

/**
 * Which remote page serves each route, from composition.json (mf-services owns the whole
 * /service/* subtree, so a tenth service needs no shell release), in every language:
 * '/about' and '/hi/about' are the same page, told its language by the shell. The browser
 * suite proves each route renders its remote's page.
 */
export const remoteRoutes: readonly { path: string; moduleId: PageModuleId }[] =
  localizedRoutes().map(({ path, moduleId }) => ({ path, moduleId: moduleId as PageModuleId }));

const routeOf = (pathname: string) => remoteRoutes.find((route) => matchPath(route.path, pathname));

/** The remote page module that serves `pathname`, if any. */
export function remotePageFor(pathname: string): PageModuleId | undefined {
  return routeOf(pathname)?.moduleId;
}
