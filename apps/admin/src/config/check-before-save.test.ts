import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partsOf } from '../parts/load-parts';
import fixture from '../parts/parts.fixture.json' with { type: 'json' };
import { notSavedMessage, problemsBeforeSave } from './check-before-save';

// mf-services' content-collections.json, as its build writes it and admin/parts.json holds it.
const services = partsOf(fixture).find((part) => part.app === 'mf-services');
if (!services) throw new Error('the fixture has no mf-services');

const fridge = JSON.parse(
  readFileSync(
    new URL('../../../mf-services/content/services/fridge.json', import.meta.url),
    'utf8',
  ),
) as Record<'en' | 'hi', Record<string, unknown>>;

/** The entry as Decap hands it over: English as its data, Hindi under i18n. */
const entry = (en: Record<string, unknown>, hi: Record<string, unknown>) => ({
  collection: 'services',
  data: en,
  i18n: { hi: { data: hi } },
});

describe('problemsBeforeSave', () => {
  it('lets a whole entry be saved', () => {
    expect(problemsBeforeSave([services], entry(fridge.en, fridge.hi))).toEqual([]);
  });

  it('refuses a blank or missing Hindi field, naming it as the release would', () => {
    const { intro: _dropped, ...withoutIntro } = fridge.hi;
    const problems = problemsBeforeSave(
      [services],
      entry(fridge.en, { ...withoutIntro, name: ' ' }),
    );
    expect(problems).toContain('hi.intro: no Hindi translation (Introduction is missing)');
    expect(
      problems.some((problem) => problem.startsWith('hi.name: Service name cannot be empty')),
    ).toBe(true);
    expect(notSavedMessage(problems)).toMatch(/^Not saved\. Please fix: hi\./);
  });

  it("lets a service's choice on the enquiry form be emptied, in every language, and leaves one language alone to the release", () => {
    // Decap writes an emptied field as "": the service is then not offered on the form.
    expect(
      problemsBeforeSave(
        [services],
        entry({ ...fridge.en, enquiryChoice: '' }, { ...fridge.hi, enquiryChoice: '' }),
      ),
    ).toEqual([]);
    // Written in one language and not the other: a rule across languages, which JSON
    // Schema cannot hold. The build and the release refuse it (mf-services' schema.ts).
    const { enquiryChoice: _dropped, ...hindiWithout } = fridge.hi;
    expect(problemsBeforeSave([services], entry(fridge.en, hindiWithout))).toEqual([]);
    // Too long is JSON Schema's, and refused in any language.
    expect(
      problemsBeforeSave(
        [services],
        entry(fridge.en, { ...fridge.hi, enquiryChoice: 'x'.repeat(51) }),
      ),
    ).toEqual(['hi.enquiryChoice: Choice on the enquiry form is longer than 50 characters']);
  });

  it('leaves a collection it does not know to Decap', () => {
    expect(problemsBeforeSave([services], { collection: 'elsewhere', data: {} })).toEqual([]);
  });
});
