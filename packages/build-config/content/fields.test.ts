import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { template, text, translated } from './fields.ts';

// What the editor at /admin builds its forms from: each field's metadata in JSON Schema.

describe('the fields the owner edits', () => {
  it('tell the editor their label, their input and, for a template, what to keep', () => {
    const lead = template('Lead', ['businessName', 'year'], {
      max: 80,
      multiline: true,
      hint: 'Under the heading',
    });
    expect(z.toJSONSchema(lead)).toMatchObject({
      title: 'Lead',
      widget: 'text',
      description: 'Under the heading. Keep {businessName}, {year}: the site fills them in',
      patternError: 'Lead cannot be empty or longer than 80 characters',
    });
    expect(z.toJSONSchema(text('Heading', { max: 40 }))).toMatchObject({ widget: 'string' });
  });

  it('are written in every language of the site, and no other', () => {
    const page = translated(z.strictObject({ title: text('Heading', { max: 40 }) }));
    expect(page.safeParse({ en: { title: 'Repairs' }, hi: { title: 'मरम्मत' } }).success).toBe(true);
    expect(
      page.safeParse({ en: { title: 'Repairs' }, hi: { title: 'मरम्मत' }, fr: { title: 'x' } })
        .success,
    ).toBe(false);
  });
});
