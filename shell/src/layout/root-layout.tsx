import { Outlet, ScrollRestoration } from 'react-router-dom';
import { siteConfig } from '../config/site-config';
import { SiteFrame } from './site-frame';

/** The app's layout route: the site's frame around the current page. */
export function RootLayout() {
  return (
    <>
      <SiteFrame site={siteConfig}>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}
