import { join } from 'node:path';
import { contentProblems, schemaProblems } from 'build-config/content/check-content';
import { describe, expect, it } from 'vitest';
import ac from '../../content/services/ac.json';
import gps from '../../content/services/gps.json';
import { contentCollections, serviceSchema } from './schema';

// Every part's content goes through build-config's checks (check-content.test.ts): here,
// this part's content as committed, and the rules its own schemas add.

const APP = join(import.meta.dirname, '../..');

describe('the services content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('gives a service page three highlight cards and at least three offerings', () => {
    const { highlights, offerings } = ac.en;
    expect(
      schemaProblems(serviceSchema, {
        ...ac.en,
        offerings: offerings.slice(0, 2),
        highlights: [...highlights, highlights[0]],
      }),
    ).toEqual([
      'offerings: What a visit covers needs at least 3',
      'highlights: Why book us needs exactly 3 cards',
    ]);
  });

  it('places a service in the list by a whole number from 1', () => {
    expect(schemaProblems(serviceSchema, { ...ac.en, order: 0 })).toEqual([
      'order: Position in the list starts at 1',
    ]);
  });

  it('takes a choice on the enquiry form as optional: empty or left out keeps the service off the form', () => {
    const { enquiryChoice: _choice, ...withoutChoice } = ac.en;
    expect(schemaProblems(serviceSchema, withoutChoice)).toEqual([]);
    expect(schemaProblems(serviceSchema, { ...ac.en, enquiryChoice: '' })).toEqual([]);
    expect(schemaProblems(serviceSchema, { ...ac.en, enquiryChoice: '   ' })).toEqual([
      'enquiryChoice: Choice on the enquiry form cannot be only spaces: write it, or leave it empty',
    ]);
    expect(schemaProblems(serviceSchema, { ...ac.en, enquiryChoice: 'x'.repeat(51) })).toEqual([
      'enquiryChoice: Choice on the enquiry form is longer than 50 characters',
    ]);
    expect('enquiryChoice' in gps.en || 'enquiryChoice' in gps.hi).toBe(false);
  });

  it('wants a choice on the enquiry form in every language, or in none', () => {
    const [services] = contentCollections.collections;
    if (!services) throw new Error('no services collection');
    const { enquiryChoice: _en, ...englishWithout } = ac.en;
    const { enquiryChoice: _hi, ...hindiWithout } = ac.hi;
    expect(schemaProblems(services.schema, ac)).toEqual([]);
    expect(schemaProblems(services.schema, { en: englishWithout, hi: hindiWithout })).toEqual([]);
    expect(
      schemaProblems(services.schema, {
        en: englishWithout,
        hi: { ...hindiWithout, enquiryChoice: '' },
      }),
    ).toEqual([]);
    const missing = (language: string) =>
      `no ${language} translation (Choice on the enquiry form is missing: write it in every language, or leave it empty in every language to keep the service off the form)`;
    expect(schemaProblems(services.schema, { en: ac.en, hi: hindiWithout })).toEqual([
      `hi.enquiryChoice: ${missing('Hindi')}`,
    ]);
    expect(
      schemaProblems(services.schema, { en: { ...ac.en, enquiryChoice: '' }, hi: ac.hi }),
    ).toEqual([`en.enquiryChoice: ${missing('English')}`]);
    // A whole language missing is named as such, and nothing else breaks.
    expect(schemaProblems(services.schema, { en: ac.en })).toEqual([
      'hi: no Hindi translation (Invalid input: expected object, received undefined)',
    ]);
  });
});
