// @vitest-environment node
// The service catalogue each remote's render is given and each page inlines (contract 1.3):
// in every language, and its owner's alone (composition.json's catalogue.owner), so no other
// part puts its services in every page's footer. The same wall in the release engine:
// platform/release/gate/catalogue-owner.test.mjs. The page itself: compose-pages.test.ts.
import type { LiveRemote, RemoteRenderer } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { composed, contact, renderer } from './compose-pages.testing';

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
});
