// @vitest-environment node
import type { LiveRemote, RemoteRenderer } from 'shared-types';
import { RENDER_ASSET_BASE } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { composePages } from './compose-pages';
import { sha256Source } from './inline-hashes';

const BASE = 'http://localhost:4003/releases/abcdefabcdef/';

const renderer: RemoteRenderer = {
  renderRoutes: async () => [
    {
      path: '/contact',
      html: `<link rel="preload" as="image" href="${RENDER_ASSET_BASE}assets/desk.svg"/><h1>Contact us</h1><img fetchPriority="high" src="${RENDER_ASSET_BASE}assets/desk.svg" alt=""><a href="${RENDER_ASSET_BASE}assets/map.png">map</a>`,
      head: { title: 'Contact | Test', description: 'Write to us', jsonLd: [{ '@type': 'Thing' }] },
    },
  ],
};

const contact: LiveRemote = {
  name: 'mf_contact',
  base: BASE,
  deployment: { entry: `${BASE}remoteEntry.js`, version: '1.0.0', contract: '1.0.0' },
  routes: [{ path: '/contact', expose: './ContactPage' }],
  renderer,
  manifest: {
    exposes: [
      {
        name: 'ContactPage',
        assets: { js: { sync: ['assets/page.js'] }, css: { sync: ['assets/page.css'] } },
      },
    ],
  },
  readFile: (file) => (file.endsWith('.svg') ? '<svg viewBox="0 0 1 1"></svg>' : '.form{gap:1rem}'),
};

const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="/favicon.svg" /><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/vendor-1.js"></head></html>';

/** The pages of `remotes` in the test's frame, with no shell CSS of its own. */
const composed = (remotes: LiveRemote[]) =>
  composePages({ origin: 'https://www.example.in', template, shellCss: '', remotes, year: 2026 });

/** The contact remote, keeping the catalogues each of its renders is given in `given`. */
function catalogueTaker(locales?: RemoteRenderer['locales']) {
  const given: unknown[] = [];
  const remote: LiveRemote = {
    ...contact,
    renderer: {
      ...(locales && { locales }),
      renderRoutes: async (context) => {
        given.push(context.serviceCatalogues);
        return renderer.renderRoutes(context);
      },
    },
  };
  return { remote, given };
}

describe('composing a route', () => {
  it('puts the remote’s page in the shell’s frame, with its head, CSS, data and loader', async () => {
    const pages = await composePages({
      origin: 'https://www.example.in',
      template,
      shellCss: 'body{margin:0}',
      shellStylesheets: ['/assets/shell.css'],
      remotes: [contact],
      year: 2026,
    });
    // A render build of contract 1.0 lists no languages: English only, and no alternates.
    expect(pages.map((page) => page.path)).toEqual(['/contact', '*', '/hi/*']);
    const [page] = pages;
    const html = page?.html ?? '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Contact | Test</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.in/contact">');
    expect(html).not.toContain('hreflang');
    expect(page?.alternates).toEqual([]);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    // The page inside the frame's main, its assets pointed at the release; the
    // first-screen picture inlined, its preload dropped.
    expect(html).toMatch(/<main[^>]*>.*<h1>Contact us<\/h1>/s);
    expect(html).toContain(`href="${BASE}assets/map.png"`);
    expect(html).toContain('src="data:image/svg+xml,');
    // In the page's hydration region: the markers React finds around a rendered Suspense.
    expect(html).toMatch(/<main[^>]*><!--\$-->.*<!--\/\$--><\/main>/s);
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).not.toContain(RENDER_ASSET_BASE);
    // Its data blocks: the remote's deployment and what the loader starts.
    expect(html).toContain(
      `<script type="application/json" id="jac-remotes">{"mf_contact":{"entry":"${BASE}remoteEntry.js","version":"1.0.0","contract":"1.0.0"}}</script>`,
    );
    expect(html).toContain(
      `"jac-boot">{"entry":"/assets/index-1.js","preload":["/assets/vendor-1.js","${BASE}remoteEntry.js","${BASE}assets/page.js"]}`,
    );
    // Its CSP hashes are those of the inline style and script it holds.
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(style).toBe('body{margin:0}\n.form{gap:1rem}');
    expect(page?.inlineHashes.style).toEqual([sha256Source(style)]);
    // The stylesheets it inlined are named, disabled, so the app's loaders fetch none again.
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css" disabled>');
    expect(html).toContain(`<link rel="stylesheet" href="${BASE}assets/page.css" disabled>`);
    const loader = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(page?.inlineHashes.script).toEqual([sha256Source(loader)]);
  });

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

  it("names every page module's files for the loader, which starts them with the app at idle", async () => {
    const pages = await composed([contact]);
    expect(pages[0]?.html).toContain(
      `"preload":["/assets/vendor-1.js","${BASE}remoteEntry.js","${BASE}assets/page.js"]`,
    );
  });

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

  it("gives every remote's render the catalogue in every language, as the page inlines it (contract 1.3)", async () => {
    const catalogues = {
      en: [{ slug: 'water-cooler', path: '/service/water-cooler', name: 'Water Cooler Repair' }],
      hi: [{ slug: 'water-cooler', path: '/service/water-cooler', name: 'वॉटर कूलर रिपेयर' }],
    };
    const services: LiveRemote = {
      ...contact,
      name: 'mf_services',
      routes: [],
      renderer: {
        renderRoutes: async () => [],
        serviceCatalogue: catalogues.en,
        serviceCatalogues: catalogues,
      },
    };
    const { remote: bilingual, given } = catalogueTaker(['en', 'hi']);
    const pages = await composed([services, bilingual]);
    expect(given).toEqual([catalogues, catalogues]);
    // What the app hands the page in the browser, read from the page: the same.
    const contactPages = pages.filter((each) => each.path.endsWith('/contact'));
    expect(contactPages.map((page) => page.path)).toEqual(['/contact', '/hi/contact']);
    for (const page of contactPages) {
      const block = page.html.match(
        /<script type="application\/json" id="jac-catalogue">(.*?)<\/script>/,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(given[0]);
    }
  });

  describe("the service catalogue: its owner's alone (composition.json's catalogue.owner)", () => {
    const ac = [{ slug: 'ac', path: '/service/ac', name: 'AC Repair', enquiryChoice: 'AC' }];
    const owned = { en: ac, hi: ac };
    const scam = [
      { slug: 'scam', path: '/service/scam', name: 'Call 0000', enquiryChoice: 'Scam' },
    ];
    const hostile = { en: scam, hi: scam };
    /** A remote `name` with no routes whose render build exports `catalogues`. */
    const exporting = (name: string, catalogues: typeof owned): LiveRemote => ({
      ...contact,
      name,
      routes: [],
      renderer: {
        renderRoutes: async () => [],
        serviceCatalogue: catalogues.en,
        serviceCatalogues: catalogues,
      },
    });
    /** What the contact page's footer lists, its jac-catalogue, and what its render is given. */
    async function listed(remotes: LiveRemote[]) {
      const { remote: form, given } = catalogueTaker();
      const pages = await composed([...remotes, form]);
      const html = pages.find((page) => page.path === '/contact')?.html ?? '';
      const block = html.match(
        /<script type="application\/json" id="jac-catalogue">(.*?)<\/script>/,
      );
      return {
        footer: Array.from(html.matchAll(/<option value="([a-z-]+)"[^>]*>/g), (match) => match[1]),
        inlined: JSON.parse(block?.[1] ?? 'null'),
        given,
      };
    }

    it("takes mf_services' catalogue: the control, the hostile fixture itself served by the owner", async () => {
      expect(await listed([exporting('mf_services', hostile)])).toEqual({
        footer: ['scam'],
        inlined: hostile,
        given: [hostile],
      });
    });

    it('passes over one mf_marketing exports, first in composition order, for the owner’s', async () => {
      const composed = await listed([
        exporting('mf_marketing', hostile),
        exporting('mf_services', owned),
      ]);
      expect(composed).toEqual({ footer: ['ac'], inlined: owned, given: [owned] });
    });

    it('lists none when only mf_marketing exports one', async () => {
      expect(await listed([exporting('mf_marketing', hostile)])).toEqual({
        footer: [],
        inlined: {},
        given: [{}],
      });
    });
  });

  it('refuses a remote that did not render one of its routes', async () => {
    await expect(
      composed([{ ...contact, routes: [{ path: '/elsewhere', expose: './ContactPage' }] }]),
    ).rejects.toThrow("mf_contact's render build did not render /elsewhere");
  });
});
