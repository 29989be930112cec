import type { RouteObject } from 'react-router-dom';
import { matchPath } from 'react-router-dom';
import { locales } from 'shared-types';
import { composedRoutes, localePath } from 'shared-ui/site';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { type PageModuleId, RemotePage } from '../remotes/remote-page';

/**
 * Which remote page serves each route, from composition.json (mf-services owns the whole
 * /service/* subtree, so a tenth service needs no shell release), in every language:
 * '/about' and '/hi/about' are the same page, told its language by the shell. The browser
 * suite proves each route renders its remote's page.
 */
export const remoteRoutes: readonly { path: string; moduleId: PageModuleId }[] = locales.flatMap(
  (locale) =>
    composedRoutes.map(({ path, moduleId }) => ({
      path: localePath(locale, path),
      moduleId: moduleId as PageModuleId,
    })),
);

/** The remote page module that serves `pathname`, if any. */
export function remotePageFor(pathname: string): PageModuleId | undefined {
  return remoteRoutes.find((route) => matchPath(route.path, pathname))?.moduleId;
}

/** Each remote page keyed by its module so state never leaks between pages. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...remoteRoutes.map(({ path, moduleId }) => ({
        path,
        element: <RemotePage key={moduleId} moduleId={moduleId} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
