// @ts-check
import { describe, expect, it } from 'vitest';
import {
  languagePrefixOf,
  partOfPath,
  smokePages,
  smokeScopeOf,
  WHOLE_SITE,
} from './smoke-scope.mjs';

// The sitemap's paths as the test site lists them, in both languages, abridged.
const SITEMAP = [
  '/',
  '/home',
  '/about',
  '/privacy-policy',
  '/services',
  '/service/ac',
  '/service/geyser',
  '/contact',
  '/hi',
  '/hi/home',
  '/hi/about',
  '/hi/privacy-policy',
  '/hi/services',
  '/hi/service/ac',
  '/hi/service/geyser',
  '/hi/contact',
];

/**
 * What `read` answers for each path, the path named where it answers otherwise.
 * @param {(path: string) => unknown} read
 * @param {Record<string, unknown>} answers
 */
function expectEachPath(read, answers) {
  for (const [path, answer] of Object.entries(answers)) expect(read(path), path).toBe(answer);
}

describe('what a smoke run visits', () => {
  it('knows which part serves a path, in every language', () => {
    expectEachPath(partOfPath, {
      '/': 'mf-marketing',
      '/hi': 'mf-marketing',
      '/hi/service/ac': 'mf-services',
      '/services': 'mf-services',
      '/contact': 'mf-contact',
      // No part's: a look-alike of a language's prefix, or of a part's route.
      '/hindi': undefined,
      '/servicex/ac': undefined,
    });
  });

  it('knows which language a path is in', () => {
    expectEachPath(languagePrefixOf, {
      '/': '',
      '/service/ac': '',
      '/hi': '/hi',
      '/hi/service/ac': '/hi',
      '/hindi': '',
    });
  });

  it("a part's release: its pages in both languages, then one page of each other part", () => {
    expect(smokePages(SITEMAP, 'mf-contact')).toEqual([
      '/contact',
      '/hi/contact',
      '/',
      '/services',
    ]);
    expect(smokePages(SITEMAP, 'mf-services')).toEqual([
      '/services',
      '/service/ac',
      '/service/geyser',
      '/hi/services',
      '/hi/service/ac',
      '/hi/service/geyser',
      '/',
      '/contact',
    ]);
  });

  it("the shell's release and anything else: the whole site", () => {
    expect(smokeScopeOf('shell')).toBe(WHOLE_SITE);
    expect(smokeScopeOf('mf-contact')).toBe('mf-contact');
    expect(smokeScopeOf('constructor')).toBe(WHOLE_SITE);
    expect(smokePages(SITEMAP, WHOLE_SITE)).toEqual(SITEMAP);
    expect(() => smokePages(SITEMAP, 'admin')).toThrow(/not a part/);
  });
});
