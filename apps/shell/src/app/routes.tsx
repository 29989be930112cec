import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { remoteRoutes } from '../remotes/remote-routes';

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
