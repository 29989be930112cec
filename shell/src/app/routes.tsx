import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';

/** Every route of spec §2; each remote page keyed by its module so state never leaks between pages. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RemotePage key="landing" moduleId="mf_marketing/LandingPage" /> },
      { path: '/home', element: <RemotePage key="home" moduleId="mf_marketing/HomePage" /> },
      { path: '/about', element: <RemotePage key="about" moduleId="mf_marketing/AboutPage" /> },
      {
        path: '/privacy-policy',
        element: <RemotePage key="privacy" moduleId="mf_marketing/PrivacyPolicyPage" />,
      },
      {
        path: '/services',
        element: <RemotePage key="catalogue" moduleId="mf_services/CataloguePage" />,
      },
      // mf-services owns the whole subtree: a tenth service needs no shell release.
      {
        path: '/service/*',
        element: <RemotePage key="service" moduleId="mf_services/ServicePage" />,
      },
      { path: '/contact', element: <RemotePage key="contact" moduleId="mf_contact/ContactPage" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
