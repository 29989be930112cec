import { defaultLocale, locales } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { alternatesOf, localeOf, localePath, translatedPath, withoutLocale } from './locale-paths';

const ORIGIN = 'https://www.example.in';

describe('the languages', () => {
  it("are packages/shared-types/locales.json's: English, the default, and Hindi", () => {
    expect(defaultLocale).toBe('en');
    expect(locales).toContain('en');
    expect(locales).toContain('hi');
  });
});

describe('localeOf', () => {
  it("reads a language's prefix, whole segments only", () => {
    for (const path of ['/hi/about', '/hi', '/hi/service/*']) {
      expect(localeOf(path), path).toBe('hi');
    }
  });

  it('takes any other path for the default language', () => {
    for (const path of ['/about', '/', '/hindi', '/about/hi']) {
      expect(localeOf(path), path).toBe('en');
    }
  });
});

describe('withoutLocale', () => {
  it("drops the language's prefix; the language's landing page is '/'", () => {
    const bare = { '/hi/about': '/about', '/hi/service/ac': '/service/ac', '/hi': '/' };
    for (const [path, without] of Object.entries(bare)) {
      expect(withoutLocale(path), path).toBe(without);
    }
  });

  it('leaves a default-language path as it is', () => {
    for (const path of ['/about', '/hindi', '/']) expect(withoutLocale(path), path).toBe(path);
  });
});

describe('localePath', () => {
  it("puts the language's prefix before a path, its query kept", () => {
    expect(localePath('hi', '/about')).toBe('/hi/about');
    expect(localePath('hi', '/contact?service=ac')).toBe('/hi/contact?service=ac');
  });

  it("makes the landing page the prefix alone: '/hi', '/hi?x'", () => {
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('hi', '/?from=footer')).toBe('/hi?from=footer');
  });

  it('leaves a path in the default language, or in none, as it is', () => {
    expect(localePath('en', '/about')).toBe('/about');
    expect(localePath(undefined, '/')).toBe('/');
  });
});

describe('translatedPath', () => {
  it('leads from a page to its twin in another language, both ways', () => {
    expect(translatedPath('/about', 'hi')).toBe('/hi/about');
    expect(translatedPath('/hi/about', 'en')).toBe('/about');
    expect(translatedPath('/', 'hi')).toBe('/hi');
    expect(translatedPath('/hi', 'en')).toBe('/');
  });

  it('keeps a page in its own language where it is', () => {
    expect(translatedPath('/hi/service/ac', 'hi')).toBe('/hi/service/ac');
    expect(translatedPath('/service/ac', 'en')).toBe('/service/ac');
  });
});

describe('alternatesOf', () => {
  it('names the page in every language and x-default as the default language’s, from either twin', () => {
    const expected = [
      { hreflang: 'en', href: `${ORIGIN}/service/ac` },
      { hreflang: 'hi', href: `${ORIGIN}/hi/service/ac` },
      { hreflang: 'x-default', href: `${ORIGIN}/service/ac` },
    ];
    expect(alternatesOf('/service/ac', ORIGIN)).toEqual(expected);
    expect(alternatesOf('/hi/service/ac', ORIGIN)).toEqual(expected);
  });

  it("writes the landing page's twins at the root and at the prefix alone", () => {
    expect(alternatesOf('/hi', ORIGIN).map(({ href }) => href)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/hi`,
      `${ORIGIN}/`,
    ]);
  });

  it('names only the languages a page is written in, and none for a page in one', () => {
    expect(alternatesOf('/careers', ORIGIN, ['en'])).toEqual([]);
    expect(alternatesOf('/careers', ORIGIN, [])).toEqual([]);
  });
});
