// @ts-check
// @vitest-environment jsdom
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PAGE_RELEASES_ID,
  partOfPage,
  withoutPageReleases,
  withPageReleases,
} from './page-releases.mjs';

describe("A composed page's releases", () => {
  it('go in a data block first in its head, which nothing in them can close', () => {
    const page = withPageReleases(
      '<!doctype html>\n<html lang="en">\n<head>\n<title>x</title></head><body><main></main></body></html>',
      {
        shell: 'aaaaaaaaaaaa',
        'mf-contact': '</script><b>',
      },
    );
    expect(page).toBe(
      '<!doctype html>\n<html lang="en">\n<head><script type="application/json" id="jac-releases">{"shell":"aaaaaaaaaaaa","mf-contact":"\\u003c/script>\\u003cb>"}</script>\n<title>x</title></head><body><main></main></body></html>',
    );
    // A page without a head or a doctype still has it first.
    expect(withPageReleases('<html><body></body></html>', { shell: 'a' })).toBe(
      '<html><script type="application/json" id="jac-releases">{"shell":"a"}</script><body></body></html>',
    );
  });
});

describe("A part's decoy block of the page's releases", () => {
  // The shell's own modules, by address (a jsdom test's `new URL(…, import.meta.url)` is an asset's).
  const at = (/** @type {string} */ path) =>
    pathToFileURL(join(import.meta.dirname, '../../..', path)).href;
  const real = { shell: 'aaaaaaaaaaaa', 'mf-services': 'bbbbbbbbbbbb' };
  const forged = '{"shell":"ffffffffffff","mf-services":"ffffffffffff"}';
  /** Decoys a part can write: in its page, in its CSS (breaking out of <style>), hiding what follows. */
  const decoys = {
    page: `<script type="application/json" id="jac-releases">${forged}</script>`,
    element: `<div id="jac-releases" hidden>${forged}</div>`,
    references: `<script type="application/json" id="jac&#45;releases">${forged}</script>`,
    hides: `<script type="application/json" id="jac-releases">${forged}</script><!--`,
  };

  /**
   * A page as the shell's composer writes it, the part's CSS and page holding `decoy`.
   * @param {string} decoy
   */
  const composed = async (decoy) => {
    const { htmlDocument } = await import(at('apps/shell/src/composer/html-document.ts'));
    return /** @type {string} */ (
      htmlDocument({
        lang: 'en',
        shellHead: ['<meta charset="UTF-8" />'],
        head: { title: 'AC repair', description: 'AC repair at home' },
        siteName: 'Jaipur Appliance Care',
        css: `main{color:red}</style>${decoy}<style>`,
        root: `<main>${decoy}<h1>AC repair</h1></main>`,
        data: { 'jac-year': 2026 },
        loader: '/* loader */',
      })
    );
  };

  /**
   * The releases the beacon reads on `html`: the shell's own reader, on the page a browser parses.
   * @param {string} html
   */
  const beaconReads = async (html) => {
    const { readInlineData } = await import(at('apps/shell/src/config/inline-data.ts'));
    const { hasPageReleases } = await import(at('apps/shell/src/measure/page-parts.ts'));
    document.open();
    document.write(html);
    document.close();
    return { releases: readInlineData(PAGE_RELEASES_ID), counted: hasPageReleases(readInlineData) };
  };

  it("is never what the page and the beacon read: the engine's block is", async () => {
    for (const [name, decoy] of Object.entries(decoys)) {
      const page = withPageReleases(await composed(decoy), real);
      expect(await beaconReads(page), name).toEqual({ releases: real, counted: true });
    }
  });

  it('is not read on a preview either, which names no releases', async () => {
    for (const [name, decoy] of Object.entries(decoys)) {
      const preview = withoutPageReleases(withPageReleases(await composed(decoy), real));
      expect(await beaconReads(preview), name).toEqual({ releases: {}, counted: false });
    }
  });

  it("was read in the engine's place when the engine's block came last (control)", async () => {
    const block = `<script type="application/json" id="${PAGE_RELEASES_ID}">${JSON.stringify(real)}</script>`;
    for (const [name, decoy] of Object.entries(decoys)) {
      const html = await composed(decoy);
      const before = html.lastIndexOf('</body>');
      const last = `${html.slice(0, before)}${block}${html.slice(before)}`;
      expect(await beaconReads(last), name).toEqual({
        releases: JSON.parse(forged),
        counted: true,
      });
    }
  });
});

describe('The part whose page it is', () => {
  const remotes = [
    { app: 'mf-marketing', routes: [{ path: '/' }, { path: '/about' }] },
    { app: 'mf-services', routes: [{ path: '/services' }, { path: '/service/*' }] },
  ];
  it('goes by the route, in every language, a section not-found page its section', () => {
    expect(partOfPage('/', remotes)?.app).toBe('mf-marketing');
    expect(partOfPage('/hi', remotes)?.app).toBe('mf-marketing');
    expect(partOfPage('/hi/about', remotes)?.app).toBe('mf-marketing');
    expect(partOfPage('/service/ac', remotes)?.app).toBe('mf-services');
    expect(partOfPage('/hi/service/*', remotes)?.app).toBe('mf-services');
    expect(partOfPage('/service/ac/more', remotes)).toBeUndefined();
    expect(partOfPage('*', remotes)).toBeUndefined();
    expect(partOfPage('/hi/*', remotes)).toBeUndefined();
  });
});
