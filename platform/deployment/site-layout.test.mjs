// @ts-check

import { ROUTE_RULE } from 'composition/routes.mjs';
import languages from 'shared-types/locales.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LANGUAGE_PREFIXES,
  notFoundFile,
  SHELL_NOT_FOUND,
  sectionNotFoundFiles,
  servedFile,
} from './site-layout.mjs';

describe('the languages', () => {
  it('are those of packages/shared-types/locales.json: the default at the root, each other under its code', () => {
    expect(DEFAULT_LOCALE).toBe(languages.defaultLocale);
    expect(LANGUAGE_PREFIXES[0]).toBe('');
    expect(LANGUAGE_PREFIXES.slice(1)).toEqual(
      Object.keys(languages.locales)
        .filter((locale) => locale !== languages.defaultLocale)
        .map((locale) => `/${locale}`),
    );
    expect(LANGUAGE_PREFIXES).toContain('/hi');
  });
});

describe('notFoundFile', () => {
  it("names a section's not-found page, in the default language and below a language's prefix", () => {
    expect(notFoundFile('/service/*')).toBe('/_routes/service/404.html');
    expect(notFoundFile('/hi/service/*')).toBe('/_routes/hi/service/404.html');
  });

  it("names the shell's not-found page of a language under a prefix", () => {
    expect(notFoundFile('/hi/*')).toBe('/_routes/hi/404.html');
  });

  it('refuses a pattern the servers could not find by a missed path’s first segment', () => {
    for (const pattern of [
      '/service/ac/*',
      '/xx/service/*',
      '/service',
      '*',
      '/*',
      '/hi/service/ac/*',
    ]) {
      expect(() => notFoundFile(pattern), pattern).toThrow(
        `${JSON.stringify(pattern)} is not a pattern (${ROUTE_RULE})`,
      );
    }
  });
});

describe('sectionNotFoundFiles', () => {
  it("looks below a language for its section's page, then the language's own", () => {
    expect(sectionNotFoundFiles('/hi/service/fan')).toEqual([
      '/_routes/hi/service/404.html',
      '/_routes/hi/404.html',
    ]);
  });

  it("gives a language's missed path without a section the language's page alone", () => {
    expect(sectionNotFoundFiles('/hi/nothing')).toEqual(['/_routes/hi/404.html']);
    expect(sectionNotFoundFiles('/hi')).toEqual(['/_routes/hi/404.html']);
  });

  it("looks for a default-language path's section page, and names no language's", () => {
    expect(sectionNotFoundFiles('/service/fan')).toEqual(['/_routes/service/404.html']);
    expect(sectionNotFoundFiles('/nothing')).toEqual([]);
    expect(sectionNotFoundFiles('/')).toEqual([]);
  });

  it('takes no section that is not a segment of the route grammar', () => {
    expect(sectionNotFoundFiles('/Service/fan')).toEqual([]);
    expect(sectionNotFoundFiles('/hi/a_b/fan')).toEqual(['/_routes/hi/404.html']);
  });

  it('takes a segment that only starts like a language for a section', () => {
    expect(sectionNotFoundFiles('/hindi/x')).toEqual(['/_routes/hindi/404.html']);
    expect(sectionNotFoundFiles('/hindi')).toEqual([]);
  });
});

describe('servedFile', () => {
  it("serves a route from its own folder's index.html, the landing page from _routes'", () => {
    const files = {
      '/': '/_routes/index.html',
      '/about': '/_routes/about/index.html',
      '/hi': '/_routes/hi/index.html',
      '/hi/service/ac': '/_routes/hi/service/ac/index.html',
    };
    for (const [route, file] of Object.entries(files)) expect(servedFile(route), route).toBe(file);
  });

  it("serves a pattern from its not-found page and '*' from the shell's", () => {
    expect(servedFile('/service/*')).toBe('/_routes/service/404.html');
    expect(servedFile('/hi/*')).toBe('/_routes/hi/404.html');
    expect(servedFile('*')).toBe(SHELL_NOT_FOUND);
    expect(SHELL_NOT_FOUND).toBe('/index.html');
  });

  it('names a file only for a route of the one grammar, in a language or none', () => {
    for (const path of ['/Careers', '/a_b', '/x/../y', '/a/b/c/d', '/hi/', '/about/']) {
      expect(() => servedFile(path), path).toThrow(`is not a route (${ROUTE_RULE})`);
    }
    expect(() => servedFile('/xx/service/*')).toThrow(`is not a pattern (${ROUTE_RULE})`);
    expect(servedFile('/hi/a/b/c')).toBe('/_routes/hi/a/b/c/index.html');
  });
});
