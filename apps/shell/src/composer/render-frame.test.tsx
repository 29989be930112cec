// @vitest-environment node
import { MAIN_SLOT } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { siteConfigs } from '../config/site-config';
import { renderFrame } from './render-frame';

const frameOf = (path: string, locale?: 'en' | 'hi') =>
  renderFrame({
    site: siteConfigs[locale ?? 'en'],
    path,
    locale,
    catalogue: [],
    year: 2026,
  });

/** The language switch's link: where it leads and in which language. */
const switchOf = (html: string) => {
  const link = html.match(/<a[^>]*data-language-switch[^>]*>/)?.[0] ?? '';
  return {
    href: link.match(/href="([^"]*)"/)?.[1],
    hrefLang: link.match(/hrefLang="([^"]*)"/i)?.[1],
  };
};

describe('renderFrame', () => {
  it('draws the frame in the language it is given, around the slot the page goes in', async () => {
    const hindi = await frameOf('/hi/about', 'hi');
    expect(hindi).toContain(MAIN_SLOT);
    expect(hindi).toContain('सामग्री पर जाएँ');
    expect(hindi).toContain('href="/hi/contact"');
    expect(switchOf(hindi)).toEqual({ href: '/about', hrefLang: 'en' });
  });

  it("follows the locale over the path's prefix: the same page, in the language given", async () => {
    const english = await frameOf('/hi/about', 'en');
    expect(english).toContain('Skip to content');
    expect(english).toContain('href="/contact"');
    expect(english).not.toContain('href="/hi/contact"');
    expect(switchOf(english)).toEqual({ href: '/hi/about', hrefLang: 'hi' });

    const hindi = await frameOf('/about', 'hi');
    expect(hindi).toContain('सामग्री पर जाएँ');
    expect(switchOf(hindi)).toEqual({ href: '/about', hrefLang: 'en' });
  });

  it('draws the default language’s frame when given none', async () => {
    const frame = await frameOf('/hi/about');
    expect(frame).toContain('Skip to content');
    expect(switchOf(frame)).toEqual({ href: '/hi/about', hrefLang: 'hi' });
  });
});
