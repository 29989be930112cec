import { describe, expect, it } from 'vitest';
import { choiceForSlug, serviceChoices, serviceText } from './service-choices';
import {
  cataloguesWithoutChoices,
  offeredSlugs,
  SPEC_CHOICES,
  testCatalogues,
  testChoice,
} from './test-catalogues';

const waterCooler = testChoice('water-cooler');

describe('serviceChoices', () => {
  it("offers the services that have a choice on the form, in the catalogue's order, each sending its English choice", () => {
    const choices = serviceChoices(testCatalogues, 'en');
    expect(choices).toEqual(
      offeredSlugs.map((slug) => ({
        slug,
        value: testChoice(slug).en,
        text: testChoice(slug).en,
      })),
    );
    // The spec's eight, in its order, then the tenth the catalogue added; no GPS, nothing else.
    expect(choices.map((choice) => choice.text)).toEqual([...SPEC_CHOICES, waterCooler.en]);
    expect(choiceForSlug(choices, 'gps')).toBeUndefined();
  });

  it('shows the Hindi choices on a Hindi page and still sends the English ones', () => {
    const choices = serviceChoices(testCatalogues, 'hi');
    expect(choices.map((choice) => choice.text)).toEqual(
      offeredSlugs.map((slug) => testChoice(slug).hi),
    );
    expect(choices.map((choice) => choice.value)).toEqual(
      offeredSlugs.map((slug) => testChoice(slug).en),
    );
    expect(choices.at(-1)).toEqual({
      slug: 'water-cooler',
      value: waterCooler.en,
      text: waterCooler.hi,
    });
  });

  it('leaves out a service whose choice is empty or blank', () => {
    const emptied = {
      en: testCatalogues.en.map((service) =>
        service.slug === 'ro' ? { ...service, enquiryChoice: '' } : service,
      ),
      hi: testCatalogues.hi.map((service) =>
        service.slug === 'ro' ? { ...service, enquiryChoice: '  ' } : service,
      ),
    };
    for (const locale of ['en', 'hi'] as const) {
      expect(serviceChoices(emptied, locale).map((choice) => choice.slug)).toEqual(
        offeredSlugs.filter((slug) => slug !== 'ro'),
      );
    }
  });

  it('offers nothing without a catalogue, or with an empty one', () => {
    expect(serviceChoices(undefined, 'en')).toEqual([]);
    expect(serviceChoices({}, 'hi')).toEqual([]);
  });

  it('sends the choice in the page’s language for a service with no English entry', () => {
    const hindiOnly = { en: [], hi: testCatalogues.hi.slice(-1) };
    expect(serviceChoices(hindiOnly, 'hi')).toEqual([
      { slug: 'water-cooler', value: waterCooler.hi, text: waterCooler.hi },
    ]);
  });

  it('lists the English choices where there is no catalogue in the page’s language', () => {
    const englishOnly = { en: testCatalogues.en };
    expect(serviceChoices(englishOnly, 'hi').map((choice) => choice.text)).toEqual(
      offeredSlugs.map((slug) => testChoice(slug).en),
    );
  });

  it('offers every service by its name from a catalogue that names no choice (an mf-services from before them)', () => {
    const choices = serviceChoices(cataloguesWithoutChoices, 'hi');
    expect(choices).toEqual(
      testCatalogues.hi.map((service, index) => ({
        slug: service.slug,
        value: testCatalogues.en[index]?.name,
        text: service.name,
      })),
    );
  });
});

describe('choiceForSlug', () => {
  const choices = serviceChoices(testCatalogues, 'hi');

  it('finds the choice a ?service= link books, and none for a service not offered, unknown or missing', () => {
    expect(choiceForSlug(choices, 'water-cooler')?.value).toBe(waterCooler.en);
    expect(choiceForSlug(choices, 'gps')).toBeUndefined();
    expect(choiceForSlug(choices, 'toaster')).toBeUndefined();
    expect(choiceForSlug(choices, null)).toBeUndefined();
    expect(choiceForSlug(choices, '')).toBeUndefined();
  });
});

describe('serviceText', () => {
  it('says a value sent as the visitor saw it, and leaves any other value as it is', () => {
    const choices = serviceChoices(testCatalogues, 'hi');
    expect(serviceText(waterCooler.en, choices)).toBe(waterCooler.hi);
    expect(serviceText(testChoice('ro').en, choices)).toBe(testChoice('ro').hi);
    expect(serviceText('Toaster Repair', choices)).toBe('Toaster Repair');
  });
});
