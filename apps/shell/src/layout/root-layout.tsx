import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { siteConfigs } from '../config/site-config';
import { useLocale } from '../locale/use-locale';
import { AppIsLive } from '../navigation/app-is-live';
import { useScrollRestoration } from '../navigation/scroll-positions';
import { usePageChange } from '../navigation/use-page-change';
import { RemoteLoading } from '../remotes/remote-loading';
import { SiteFrame } from './site-frame';

/**
 * The app's layout route: the site's frame around the current page. The page's Suspense
 * is its hydration region (decision 014): it stays as the HTML drew it until the page's
 * module arrives. It is already on screen when a navigation suspends, so the router's
 * transition keeps the old page until the new one has something to show (decision 008);
 * its fallback is seen only by an app started without a pre-rendered page (the
 * development server).
 */
export function RootLayout() {
  usePageChange();
  useScrollRestoration();
  const site = siteConfigs[useLocale()];
  return (
    <SiteFrame site={site}>
      <Suspense fallback={<RemoteLoading />}>
        <Outlet />
        <AppIsLive />
      </Suspense>
    </SiteFrame>
  );
}
