import { matchPath } from 'react-router-dom';
import { locales } from 'shared-types';
import { alternatesOf, composedRoutes, localeOf, withoutLocale } from 'shared-ui/site';

/** Whether a route serves `pathname` (in any language); the not-found page has no URL. */
const isRoute = (pathname: string) =>
  composedRoutes.some((route) => matchPath(route.path, withoutLocale(pathname)));

/** The <link> of `selector`, made if missing. */
function linkTag(selector: string, attributes: Record<string, string>): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.href = window.location.origin;
    document.head.append(link);
  }
  return link;
}

/**
 * What the head says about the page's URL and language, kept true after a soft
 * navigation as the release step writes it for a page load: `<html lang>`, the canonical
 * URL, and the hreflang alternates (en, hi, x-default), by the composer's rule
 * (alternatesOf) at the composed page's origin. A not-found page has none of the links.
 */
export function updateDocumentLanguage(pathname: string): void {
  const lang = localeOf(pathname);
  // Written only when it changes: <html>'s attributes restyle the whole page.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const selectors = [
    'link[rel="canonical"]',
    ...[...locales, 'x-default'].map((lang) => `link[rel="alternate"][hreflang="${lang}"]`),
  ];
  if (!isRoute(pathname)) {
    for (const selector of selectors) document.querySelector(selector)?.remove();
    return;
  }
  const canonical = linkTag('link[rel="canonical"]', { rel: 'canonical' });
  canonical.href = new URL(pathname, canonical.href).href;
  for (const { hreflang, href } of alternatesOf(pathname, new URL(canonical.href).origin)) {
    const selector = `link[rel="alternate"][hreflang="${hreflang}"]`;
    linkTag(selector, { rel: 'alternate', hreflang }).href = href;
  }
}
