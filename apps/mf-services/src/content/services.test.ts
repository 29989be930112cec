import { locales } from 'shared-types';
import { describe, expect, it } from 'vitest';
import ac from '../../content/services/ac.json';
import geyser from '../../content/services/geyser.json';
import texts from '../../content/texts.json';
import { highlightsOf } from './service-content';
import { findService, serviceCatalogue, serviceCatalogues, servicesIn } from './services';
import { textsIn } from './texts';

const services = servicesIn('en');

/** Every service in every language, for the checks each copy must pass. */
const everyCopy = locales.flatMap((locale) =>
  servicesIn(locale).map((service) => ({ locale, slug: service.slug, service })),
);

describe('the service content', () => {
  it('serves the nine services of the spec, in order, at their routes', () => {
    expect(serviceCatalogue.map((service) => service.path)).toEqual([
      '/service/ac',
      '/service/fridge',
      '/service/geyser',
      '/service/washing-machine',
      '/service/microwave',
      '/service/ro',
      '/service/chimney',
      '/service/cctv',
      '/service/gps',
    ]);
  });

  it('lists the same services at the same English paths in Hindi, named in Hindi', () => {
    expect(serviceCatalogues.en).toBe(serviceCatalogue);
    expect(serviceCatalogues.hi.map((service) => service.path)).toEqual(
      serviceCatalogue.map((service) => service.path),
    );
    expect(serviceCatalogues.hi[0]?.name).toBe(ac.hi.name);
    expect(serviceCatalogues.hi[0]?.name).toMatch(/[\u0900-\u097F]/);
  });

  it('has unique slugs and unique positions', () => {
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.order)).size).toBe(services.length);
  });

  it.each(services)(
    '$slug has the same position, picture and icons in every language',
    (service) => {
      const hindi = findService(service.slug, 'hi');
      expect(hindi?.order).toBe(service.order);
      expect(hindi?.image.src).toBe(service.image.src);
      expect(hindi?.highlights.map((card) => card.icon)).toEqual(
        service.highlights.map((card) => card.icon),
      );
    },
  );

  it.each(everyCopy)('$slug ($locale) has every field filled in', ({ service }) => {
    for (const text of [
      service.name,
      service.title,
      service.tagline,
      service.metaDescription,
      service.intro,
      service.amcPlan,
      service.closing.heading,
      service.closing.text,
      service.image.alt,
    ]) {
      expect(text.trim().length).toBeGreaterThan(3);
    }
    expect([service.image.width, service.image.height]).toEqual([400, 300]);
    expect(service.offerings.length).toBeGreaterThanOrEqual(3);
    expect(service.offerings.length).toBeLessThanOrEqual(6);
    expect(service.brands.length).toBeGreaterThan(0);
    expect(service.metaDescription.length).toBeLessThanOrEqual(200);
  });

  it.each(everyCopy)(
    '$slug ($locale) has four highlights, the last the AMC card',
    ({ locale, service }) => {
      const amcTitle = textsIn(locale).servicePage.amcTitle;
      const highlights = highlightsOf(service, amcTitle);
      expect(highlights).toHaveLength(4);
      expect(highlights.at(-1)?.title).toBe(amcTitle);
      expect(new Set(highlights.map((highlight) => highlight.title)).size).toBe(4);
    },
  );

  it("names the AMC card in each language's words from content/texts.json", () => {
    for (const locale of locales) {
      expect(textsIn(locale).servicePage.amcTitle).toBe(texts[locale].servicePage.amcTitle);
    }
  });

  it('can be booked in every language: the catalogue, which the enquiry form offers, names each by its slug', () => {
    // The form's choices come from this catalogue (contract 1.3), and /contact?service=<slug> picks one.
    for (const locale of locales) {
      expect(serviceCatalogues[locale].map((service) => service.slug)).toEqual(
        services.map((service) => service.slug),
      );
      for (const service of serviceCatalogues[locale]) expect(service.name.trim()).not.toBe('');
    }
  });

  it('offers on the enquiry form each service whose content names a choice, in the catalogue order, in each language', () => {
    // The owner's words, read from the content files: an edit of a label never turns this red.
    const files = import.meta.glob<Record<'en' | 'hi', { enquiryChoice?: string }>>(
      '../../content/services/*.json',
      { eager: true, import: 'default' },
    );
    const choiceIn = (slug: string, locale: 'en' | 'hi') =>
      files[`../../content/services/${slug}.json`]?.[locale].enquiryChoice;
    for (const locale of locales) {
      const catalogue = serviceCatalogues[locale];
      expect(
        catalogue.filter((service) => service.enquiryChoice !== undefined),
        locale,
      ).toEqual(catalogue.filter((service) => choiceIn(service.slug, locale) !== undefined));
      for (const service of catalogue) {
        expect(service.enquiryChoice, `${locale} ${service.slug}`).toBe(
          choiceIn(service.slug, locale),
        );
      }
    }
    expect(serviceCatalogues.hi[0]?.enquiryChoice).toBe(ac.hi.enquiryChoice);
  });

  it('finds a service by slug, in a language, and nothing for an unknown one', () => {
    expect(findService('geyser')?.name).toBe(geyser.en.name);
    expect(findService('geyser', 'hi')?.name).toMatch(/[\u0900-\u097F]/);
    expect(findService('toaster')).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });
});

describe('content files', () => {
  it('are named by their slug, so the build can list the routes it serves', () => {
    const files = Object.keys(import.meta.glob('../../content/services/*.json'));
    expect(files.map((file) => file.replace(/^.*\/|\.json$/g, '')).sort()).toEqual(
      services.map((service) => service.slug).sort(),
    );
  });
});
