import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading, followPageHeading } from '../prerendered/page-focus';
import { forgetFirstLoads } from '../remotes/federation';
import { updateDocumentLanguage } from './document-language';

/**
 * What a page load does for the visitor, done for a soft navigation once the new page
 * is on screen: language, canonical URL and hreflang alternates updated (pages set their
 * own title and description), and
 * focus on the new page's heading, so a screen reader announces the change. The router's
 * scroll positions (scroll-positions.ts) put a new page at the top and restore one reached
 * by back/forward.
 */
export function usePageChange(): void {
  const { pathname, key } = useLocation();
  // The location shown before: the first one's key is not unique ("default"), so each
  // change is told by comparing with the last, never with a fixed key.
  const shown = useRef(key);
  useEffect(() => {
    if (key === shown.current) return undefined;
    shown.current = key;
    forgetFirstLoads();
    updateDocumentLanguage(pathname);
    focusPageHeading();
    // Until the next change: the page may still be on its way when its location is shown.
    return followPageHeading();
  }, [key, pathname]);
}
