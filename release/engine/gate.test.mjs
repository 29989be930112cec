// @ts-check
import { describe, expect, it } from 'vitest';
import { assertComposedPage } from './gate.mjs';
import { RefusedRelease } from './refused.mjs';

const ORIGIN = 'https://www.example.in';
const inlineHashes = {
  script: [`'sha256-${'x'.repeat(43)}='`],
  style: [`'sha256-${'y'.repeat(43)}='`],
};

/** @param {string} path @param {unknown} [alternates] */
const composed = (path, alternates) => ({ path, inlineHashes, alternates });

describe('assertComposedPage', () => {
  it("passes a route's page in each language with its alternates, and a not-found page without", () => {
    const alternates = [
      { hreflang: 'en', href: `${ORIGIN}/about` },
      { hreflang: 'hi', href: `${ORIGIN}/hi/about` },
      { hreflang: 'x-default', href: `${ORIGIN}/about` },
    ];
    expect(() => assertComposedPage(composed('/about', alternates), ORIGIN)).not.toThrow();
    expect(() => assertComposedPage(composed('/hi/about', alternates), ORIGIN)).not.toThrow();
    expect(() => assertComposedPage(composed('/hi/service/*'), ORIGIN)).not.toThrow();
    expect(() => assertComposedPage(composed('/hi/*', []), ORIGIN)).not.toThrow();
    const landing = [
      { hreflang: 'en', href: `${ORIGIN}/` },
      { hreflang: 'hi', href: `${ORIGIN}/hi` },
    ];
    expect(() => assertComposedPage(composed('/', landing), ORIGIN)).not.toThrow();
  });

  it('refuses a page no remote routes, in any language', () => {
    expect(() => assertComposedPage(composed('/xx/about'), ORIGIN)).toThrow(RefusedRelease);
    expect(() => assertComposedPage(composed('/careers'), ORIGIN)).toThrow(
      /is not a page of composition.json/,
    );
  });

  it('refuses alternates in a language the site is not written in, or leading off its pages', () => {
    for (const alternate of [
      { hreflang: 'fr', href: `${ORIGIN}/fr/about` },
      { hreflang: 'hi', href: 'https://elsewhere.example/hi/about' },
      { hreflang: 'hi', href: `${ORIGIN}/hi/nowhere` },
      { hreflang: 'hi', href: `${ORIGIN}/hi/service/*` },
      { hreflang: 'en', href: `${ORIGIN}/about"><script>` },
      { hreflang: 'en' },
    ]) {
      expect(() => assertComposedPage(composed('/about', [alternate]), ORIGIN)).toThrow(
        /are not alternates/,
      );
    }
    expect(() => assertComposedPage(composed('/about', 'en'), ORIGIN)).toThrow(
      /are not alternates/,
    );
  });
});
