import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { composedRoutes } from 'shared-ui/site';
import { forgetFirstLoadFailures } from '../remotes/federation';
import { focusPageHeading } from './page-focus';

/**
 * The canonical URL names the page shown: the served origin, the new path. The shell's
 * not-found page is served without one, so it has none here either, and leaving it adds one.
 */
function updateCanonical(pathname: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!composedRoutes.some((route) => matchPath(route.path, pathname))) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    link.href = window.location.origin;
    document.head.append(link);
  }
  link.href = new URL(pathname, link.href).href;
}

/**
 * What a page load does for the visitor, done for a soft navigation once the new page
 * is on screen: canonical URL updated (pages set their own title and description), and
 * focus on the new page's heading, so a screen reader announces the change. The router's
 * ScrollRestoration puts a new page at the top and restores one reached by back/forward.
 */
export function usePageChange(): void {
  const { pathname, key } = useLocation();
  // The location shown before: the first one's key is not unique ("default"), so each
  // change is told by comparing with the last, never with a fixed key.
  const shown = useRef(key);
  useEffect(() => {
    if (key === shown.current) return;
    shown.current = key;
    forgetFirstLoadFailures();
    updateCanonical(pathname);
    focusPageHeading();
  }, [key, pathname]);
}
