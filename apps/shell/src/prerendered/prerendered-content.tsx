import { type MouseEvent, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './prerendered-content.module.css';
import type { PrerenderedPage } from './prerendered-page';

/**
 * A route's pre-rendered page, shown by a soft navigation until the route's module
 * arrives, as the first load shows its composed page until it is hydrated. Its CSS is applied as
 * a constructed style sheet: the Content-Security-Policy allows no new inline <style>,
 * and it goes with the page.
 */
export function PrerenderedContent({ page }: { page: PrerenderedPage }) {
  const navigate = useNavigate();

  useLayoutEffect(() => {
    document.title = page.title;
    document
      .querySelector<HTMLMetaElement>('meta[name="description"]')
      ?.setAttribute('content', page.description);
    // Every browser the site supports has constructed style sheets; a test DOM may not.
    if (!('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(page.css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== sheet);
    };
  }, [page]);

  // Its links are plain anchors: keep them in the app, as the live page's would be.
  const followLinksInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates its links' clicks; the links are the controls
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter key fires click, handled here
    <div
      className={styles.page}
      data-prerendered=""
      onClick={followLinksInApp}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own composed page, from its own origin
      dangerouslySetInnerHTML={{ __html: page.html }}
    />
  );
}
