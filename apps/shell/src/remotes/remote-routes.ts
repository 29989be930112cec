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

/** Paths already matched: matchPath compiles each route's pattern anew on every call, and
 * the warm-up asks for every link of the page at once (issue 56). Bounded: any visitor
 * can type a path. */
const matched = new Map<string, PageModuleId | undefined>();
const MATCHED_LIMIT = 500;

/** The remote page module that serves `pathname`, if any. */
export function remotePageFor(pathname: string): PageModuleId | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const moduleId = routeOf(pathname)?.moduleId;
  if (matched.size >= MATCHED_LIMIT) matched.clear();
  matched.set(pathname, moduleId);
  return moduleId;
}
