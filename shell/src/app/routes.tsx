import type { RouteObject } from 'react-router-dom';
import { matchPath } from 'react-router-dom';
import { routes, servicePrefix } from 'shared-types';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { type PageModuleId, RemotePage } from '../remotes/remote-page';

/** Which remote page serves each route of spec §2. mf-services owns the whole /service/* subtree. */
export const remoteRoutes: readonly { path: string; moduleId: PageModuleId }[] = [
  { path: routes.landing, moduleId: 'mf_marketing/LandingPage' },
  { path: routes.home, moduleId: 'mf_marketing/HomePage' },
  { path: routes.about, moduleId: 'mf_marketing/AboutPage' },
  { path: routes.privacyPolicy, moduleId: 'mf_marketing/PrivacyPolicyPage' },
  { path: routes.services, moduleId: 'mf_services/CataloguePage' },
  // A tenth service needs no shell release.
  { path: `${servicePrefix}*`, moduleId: 'mf_services/ServicePage' },
  { path: routes.contact, moduleId: 'mf_contact/ContactPage' },
];

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
