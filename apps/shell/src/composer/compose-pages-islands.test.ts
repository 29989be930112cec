// @vitest-environment node
// A page's islands: the composer inlines, before the loader, the island scripts a page's
// markup names, from the page's own render build, each with its CSP hash; none the page does
// not name or its build does not have, and none that would end its script element early or
// is an object's own name. The page itself: compose-pages.test.ts.
import type { LiveRemote, RemoteRenderer } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { composed, contact } from './compose-pages.testing';
import { sha256Source } from './inline-hashes';

describe('composing a route', () => {
  /** The contact page, its markup asking for `asked`, from a render build with `islands`. */
  async function withIslands(asked: string, islands: RemoteRenderer['islands']) {
    const remote: LiveRemote = {
      ...contact,
      renderer: {
        islands,
        renderRoutes: async () => [
          {
            path: '/contact',
            html: `<form ${asked}><button type="submit">Send</button></form>`,
            head: { title: 'Contact', description: '' },
          },
        ],
      },
    };
    const [page] = await composed([remote]);
    const scripts = Array.from(
      page?.html.matchAll(/<script>([\s\S]*?)<\/script>/g) ?? [],
      (match) => match[1],
    );
    return { scripts, hashes: page?.inlineHashes.script };
  }

  it("inlines the island a page's markup names, from its own render build, before the loader", async () => {
    const island = '// a comment for us\n(() => { window.kept = true; })();';
    const { scripts, hashes } = await withIslands('data-island="kept-send"', {
      'kept-send': island,
      carousel: '(() => { window.carousel = true; })();',
    });
    // The named island alone, its comment lines left out, then the loader.
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe('(() => { window.kept = true; })();');
    expect(hashes).toEqual(scripts.map((script) => sha256Source(script ?? '')));
  });

  it('inlines no island a page does not name, or its build does not have', async () => {
    expect((await withIslands('', { carousel: '1;' })).scripts).toHaveLength(1);
    expect((await withIslands('data-island="carousel"', undefined)).scripts).toHaveLength(1);
  });

  it("leaves out an island that would end its script element early, or an object's own names", async () => {
    const broken = await withIslands('data-island="carousel"', {
      carousel: 'x = "</script><script>evil()";',
    });
    expect(broken.scripts).toHaveLength(1);
    expect((await withIslands('data-island="constructor"', {})).scripts).toHaveLength(1);
  });
});
