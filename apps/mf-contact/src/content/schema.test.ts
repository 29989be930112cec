import { join } from 'node:path';
import { contentProblems, schemaProblems } from 'build-config/content/check-content';
import { describe, expect, it } from 'vitest';
import texts from '../../content/texts.json';
import { contentCollections } from './schema';
import { textsSchema } from './texts-schema';

// Every part's content goes through build-config's checks (check-content.test.ts): here,
// this part's content as committed, and the rules its own schemas add.

const APP = join(import.meta.dirname, '../..');

describe('the contact page content', () => {
  it('is valid as committed, in English and Hindi', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it("asks for the service list's first line, and for no other: every choice is a service's content", () => {
    const { chooseService: _first, ...withoutFirst } = texts.hi.form;
    expect(schemaProblems(textsSchema, { ...texts.hi, form: withoutFirst })).toEqual([
      'form.chooseService: Service list: first line is missing',
    ]);
    // A choice for anything else is not this file's to add.
    expect(
      schemaProblems(textsSchema, { ...texts.hi, form: { ...texts.hi.form, otherService: 'x' } }),
    ).toHaveLength(1);
  });
});
