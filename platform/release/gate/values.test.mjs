// @ts-check

import { checkComposition, composition } from 'composition';
import { ROUTE_RULE } from 'composition/routes.mjs';
import { servedFile } from 'deployment';
import { describe, expect, it } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { whoRuns } from '../engine/release/ledger.mjs';
import {
  assertComposedPage,
  assertDeclaredRoutes,
  assertRenderedPath,
  assertWho,
} from './values.mjs';

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

describe('one route grammar: composition.schema.json, the gate and the layout agree', () => {
  /** composition.json with mf-contact's one route at `path`. @param {string} path */
  const schemaCheck = (path) => () => {
    const copy = /** @type {any} */ (structuredClone(composition));
    copy.remotes.mf_contact.routes = [{ path, expose: './ContactPage' }];
    checkComposition(copy);
  };

  it.each(['/Careers', '/a_b', '/x/../y', '/a/b/c/d'])(
    'refuses %j, all three in its words',
    (path) => {
      expect(schemaCheck(path)).toThrow(ROUTE_RULE);
      const declared = [{ path, expose: './ContactPage' }];
      expect(() => assertDeclaredRoutes('mf-contact', declared)).toThrow(
        `mf-contact: ${JSON.stringify(path)} is not a route (${ROUTE_RULE})`,
      );
      expect(() => assertRenderedPath('mf-contact', path, 'route')).toThrow(
        `is not a route (${ROUTE_RULE})`,
      );
      expect(() => servedFile(path)).toThrow(`is not a route (${ROUTE_RULE})`);
    },
  );

  it("passes today's routes, in every language", () => {
    expect(schemaCheck('/contact')).not.toThrow();
    for (const [name, remote] of Object.entries(composition.remotes)) {
      expect(() => assertDeclaredRoutes(remote.package, remote.routes), name).not.toThrow();
      for (const { path } of remote.routes) {
        const kind = path.endsWith('/*') ? 'pattern' : 'route';
        expect(() => assertRenderedPath(remote.package, path, kind)).not.toThrow();
        for (const prefix of ['', '/hi']) {
          const page = `${prefix}${path === '/' && prefix ? '' : path}`;
          expect(() => servedFile(page), page).not.toThrow();
          expect(() => assertComposedPage(composed(page), ORIGIN), page).not.toThrow();
        }
      }
    }
    expect(() => assertRenderedPath('mf-services', '/service/ac', 'route')).not.toThrow();
    expect(servedFile('/hi/service/ac')).toBe('/_routes/hi/service/ac/index.html');
  });
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it must not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202e]/;

describe('who', () => {
  it.each([
    'asha',
    'Asha Sharma',
    'asha (CI 42)',
    'dependabot[bot] (CI 7)',
    'github-actions@mf-contact#1234',
    'first.last+ci@example.in',
    'x'.repeat(100),
  ])('passes %j', (who) => {
    expect(() => assertWho('release', who)).not.toThrow();
  });

  it('passes what whoRuns makes of a CI job', () => {
    expect(() =>
      assertWho('release', whoRuns({ GITHUB_ACTOR: 'github-actions[bot]', GITHUB_RUN_ID: '9' })),
    ).not.toThrow();
  });

  it.each([
    '',
    ' asha',
    'asha ',
    '-rf',
    'x'.repeat(101),
    'asha\n2026-01-01 smoke passed',
    '\u001b]0;pwned\u0007',
    '\u001b[2J',
    'a\u009b2J',
    'asha\u202e',
    'asha\\x',
    42,
    null,
  ])('refuses %j, printably', (who) => {
    expect(() => assertWho('request', who)).toThrow(RefusedRelease);
    expect(() => assertWho('request', who)).toThrow(/is not a name the ledger records/);
    try {
      assertWho('request', who);
    } catch (error) {
      expect(/** @type {Error} */ (error).message).not.toMatch(CONTROL);
    }
  });
});
