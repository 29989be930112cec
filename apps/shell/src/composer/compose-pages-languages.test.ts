// @vitest-environment node
// Every page is composed once a language its remote renders ('/contact', '/hi/contact'), in
// that language's frame, with <html lang>, its own canonical URL and the hreflang
// alternates, which it also returns as data, for the sitemap; each language's not-found
// page has no canonical URL. The page itself: compose-pages.test.ts.
import type { LiveRemote } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { composed, contact, renderer } from './compose-pages.testing';

describe('composing a route', () => {
  it('writes each language’s page of a remote that renders both, linked to each other', async () => {
    const rendered: string[] = [];
    const bilingual: LiveRemote = {
      ...contact,
      renderer: {
        locales: ['en', 'hi'],
        renderRoutes: async ({ locale = 'en', site }) => {
          rendered.push(`${locale}:${site.address.city}`);
          const [page] = await renderer.renderRoutes({ site, origin: '' });
          return page ? [{ ...page, head: { ...page.head, title: `${locale} title` } }] : [];
        },
      },
    };
    const pages = await composed([bilingual]);
    expect(pages.map((page) => page.path)).toEqual(['/contact', '*', '/hi/contact', '/hi/*']);
    // Each language's render was given the business in that language.
    expect(rendered).toEqual(['en:Jaipur', 'hi:जयपुर']);
    const hindi = pages[2]?.html ?? '';
    expect(hindi).toMatch(/^<!doctype html>\n<html lang="hi">/);
    expect(hindi).toContain('<title>hi title</title>');
    expect(hindi).toContain('<link rel="canonical" href="https://www.example.in/hi/contact">');
    const alternates = [
      '<link rel="alternate" hreflang="en" href="https://www.example.in/contact">',
      '<link rel="alternate" hreflang="hi" href="https://www.example.in/hi/contact">',
      '<link rel="alternate" hreflang="x-default" href="https://www.example.in/contact">',
    ];
    for (const link of alternates) {
      expect(hindi).toContain(link);
      expect(pages[0]?.html).toContain(link);
    }
    // The same alternates as data, for the sitemap; a not-found page has none.
    const data = [
      { hreflang: 'en', href: 'https://www.example.in/contact' },
      { hreflang: 'hi', href: 'https://www.example.in/hi/contact' },
      { hreflang: 'x-default', href: 'https://www.example.in/contact' },
    ];
    expect(pages[0]?.alternates).toEqual(data);
    expect(pages[2]?.alternates).toEqual(data);
    expect(pages[3]?.alternates).toEqual([]);
    // The Hindi frame: its links stay in Hindi, and the switch leads to the English twin.
    expect(hindi).toContain('href="/hi/about"');
    expect(hindi).toMatch(
      /<a[^>]*href="\/contact"[^>]*hrefLang="en"|<a[^>]*hrefLang="en"[^>]*href="\/contact"/i,
    );
  });

  it('writes the not-found page of each language without a canonical URL', async () => {
    const pages = await composed([]);
    expect(pages.map((page) => page.path)).toEqual(['*', '/hi/*']);
    for (const page of pages) {
      expect(page.html).not.toContain('rel="canonical"');
      expect(page.html).not.toContain('hreflang="');
    }
    expect(pages[1]?.html).toMatch(/<html lang="hi">/);
    expect(pages[1]?.html).toContain('यह पेज हमें नहीं मिला');
  });
});
