// @ts-check
// sitemap.xml: every page a search engine should know, in every language, each with the
// alternates its composer returned for it, the same its head links to. Built from that
// data alone: no composed HTML is read.

/** @import { ComposedPage } from 'shared-types' */

/** Text inside an XML attribute or element. @param {string} text */
const escapeXml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/**
 * The sitemap of a composition's pages: each route ('/about', '/hi/about'), never a
 * not-found page ('/service/*', '*'), sorted by path.
 * @param {string} origin the site's public origin: 'https://www.example.in'
 * @param {ReadonlyArray<Pick<ComposedPage, 'path' | 'alternates'>>} pages
 */
export function sitemapXml(origin, pages) {
  const urls = pages
    .filter((page) => !page.path.endsWith('*'))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) =>
      [
        '  <url>',
        `    <loc>${escapeXml(`${origin}${page.path}`)}</loc>`,
        ...(page.alternates ?? []).map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
