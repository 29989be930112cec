import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from './page-focus';

/**
 * The canonical URL names the page shown: the served origin, the new path. A not-found
 * page is served without one, so leaving it adds one.
 */
function updateCanonical(pathname: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
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
  const firstKey = useRef(key);
  useEffect(() => {
    if (key === firstKey.current) return;
    updateCanonical(pathname);
    focusPageHeading();
  }, [key, pathname]);
}
