// @ts-check
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.mjs';

/** @import { Locale } from 'shared-types' */

const ORIGIN = 'https://www.example.in';

/** @param {string} path @param {Locale[]} [languages] */
const page = (path, languages = []) => ({
  path,
  html: `<!doctype html><html><head><link rel="alternate" hreflang="xx" href="${ORIGIN}/from-html"></head></html>`,
  alternates: languages.map((hreflang) => ({
    hreflang,
    href: `${ORIGIN}${hreflang === 'hi' ? '/hi' : ''}${path.replace(/^\/hi/, '')}`,
  })),
});

describe('sitemapXml', () => {
  it('lists every route with the alternates its composer returned, sorted, and no not-found page', () => {
    const xml = sitemapXml(ORIGIN, [
      page('/hi/about', ['en', 'hi']),
      page('/about', ['en', 'hi']),
      page('/service/*'),
      page('*'),
      page('/hi/*'),
    ]);
    expect(xml).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>${ORIGIN}/about</loc>
    <xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/>
    <xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/about"/>
  </url>
  <url>
    <loc>${ORIGIN}/hi/about</loc>
    <xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/>
    <xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/about"/>
  </url>
</urlset>
`);
  });

  it('reads the alternates from the data alone, never from the HTML', () => {
    const xml = sitemapXml(ORIGIN, [page('/careers'), { path: '/contact' }]);
    expect(xml).toContain(`<loc>${ORIGIN}/careers</loc>\n  </url>`);
    expect(xml).toContain(`<loc>${ORIGIN}/contact</loc>\n  </url>`);
    expect(xml).not.toContain('from-html');
    expect(xml).not.toContain('xhtml:link rel');
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml(ORIGIN, [
      { path: '/about', alternates: [{ hreflang: 'en', href: `${ORIGIN}/about?a=1&b="2"` }] },
    ]);
    expect(xml).toContain(`href="${ORIGIN}/about?a=1&amp;b=&quot;2&quot;"/>`);
  });
});
