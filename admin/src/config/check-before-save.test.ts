import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentCollections as services } from '../../../mf-services/src/content/schema';
import { notSavedMessage, problemsBeforeSave } from './check-before-save';

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

  it("lets a service's choice on the enquiry form be emptied, in every language, and refuses it in one alone", () => {
    // Decap writes an emptied field as "": the service is then not offered on the form.
    expect(
      problemsBeforeSave(
        [services],
        entry({ ...fridge.en, enquiryChoice: '' }, { ...fridge.hi, enquiryChoice: '' }),
      ),
    ).toEqual([]);
    const { enquiryChoice: _dropped, ...hindiWithout } = fridge.hi;
    const problems = problemsBeforeSave([services], entry(fridge.en, hindiWithout));
    expect(problems).toEqual([
      'hi.enquiryChoice: no Hindi translation (Choice on the enquiry form is missing: write it in every language, or leave it empty in every language to keep the service off the form)',
    ]);
  });

  it('leaves a collection it does not know to Decap', () => {
    expect(problemsBeforeSave([services], { collection: 'elsewhere', data: {} })).toEqual([]);
  });
});
