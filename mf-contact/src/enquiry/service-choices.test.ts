import { describe, expect, it } from 'vitest';
import words from '../../content/texts.json';
import { choiceForSlug, serviceChoices, serviceText } from './service-choices';
import { testCatalogues, testService } from './test-catalogues';

const other = { en: words.en.form.otherService, hi: words.hi.form.otherService };
const waterCooler = testService('water-cooler');

describe('serviceChoices', () => {
  it("offers the catalogue's services in its order, each sending its English name, then another", () => {
    expect(serviceChoices(testCatalogues, 'en')).toEqual([
      ...testCatalogues.en.map(({ slug, name }) => ({ slug, value: name, text: name })),
      { value: other.en, text: other.en },
    ]);
  });

  it('names them in Hindi on a Hindi page and still sends the English names', () => {
    const choices = serviceChoices(testCatalogues, 'hi');
    expect(choices.map((choice) => choice.text)).toEqual([
      ...testCatalogues.hi.map((service) => service.name),
      other.hi,
    ]);
    expect(choices.map((choice) => choice.value)).toEqual([
      ...testCatalogues.en.map((service) => service.name),
      other.en,
    ]);
    expect(choices.at(-2)).toEqual({
      slug: 'water-cooler',
      value: waterCooler.en,
      text: waterCooler.hi,
    });
  });

  it('offers only the last choice without a catalogue, or with an empty one', () => {
    expect(serviceChoices(undefined, 'en')).toEqual([{ value: other.en, text: other.en }]);
    expect(serviceChoices({}, 'hi')).toEqual([{ value: other.en, text: other.hi }]);
  });

  it('sends the name in the page’s language for a service with no English entry', () => {
    const hindiOnly = { en: [], hi: testCatalogues.hi.slice(-1) };
    expect(serviceChoices(hindiOnly, 'hi')[0]).toEqual({
      slug: 'water-cooler',
      value: waterCooler.hi,
      text: waterCooler.hi,
    });
  });

  it('lists the English catalogue where there is none in the page’s language', () => {
    const englishOnly = { en: testCatalogues.en };
    expect(serviceChoices(englishOnly, 'hi').map((choice) => choice.text)).toEqual([
      ...testCatalogues.en.map((service) => service.name),
      other.hi,
    ]);
  });
});

describe('choiceForSlug', () => {
  const choices = serviceChoices(testCatalogues, 'hi');

  it('finds the choice a ?service= link books, and none for an unknown or missing slug', () => {
    expect(choiceForSlug(choices, 'water-cooler')?.value).toBe(waterCooler.en);
    expect(choiceForSlug(choices, 'toaster')).toBeUndefined();
    expect(choiceForSlug(choices, null)).toBeUndefined();
    expect(choiceForSlug(choices, '')).toBeUndefined();
  });
});

describe('serviceText', () => {
  it('says a value sent as the visitor saw it, and leaves any other value as it is', () => {
    const choices = serviceChoices(testCatalogues, 'hi');
    expect(serviceText(waterCooler.en, choices)).toBe(waterCooler.hi);
    expect(serviceText(other.en, choices)).toBe(other.hi);
    expect(serviceText('Toaster Repair', choices)).toBe('Toaster Repair');
  });
});
