import { describe, expect, it } from 'vitest';
import { schemaProblems } from './check-schema';
import type { SchemaNode } from './schema-node';

// The JSON Schema build-config's fields write (text, bullets, position, iconChoice, image),
// and the words each rule is refused in: those of the build's zod schemas where JSON Schema
// carries them (packages/build-config/content/fields.ts).
const text = (title: string, maxLength: number): SchemaNode => ({
  title,
  type: 'string',
  pattern: '\\S',
  maxLength,
  patternError: `${title} cannot be empty or longer than ${maxLength} characters`,
});
const card: SchemaNode = {
  title: 'Card',
  type: 'object',
  properties: { icon: { title: 'Icon', type: 'string', enum: ['wrench', 'bolt'] } },
  required: ['icon'],
  additionalProperties: false,
};
const page: SchemaNode = {
  title: 'Service page',
  type: 'object',
  properties: {
    order: { title: 'Position in the list', type: 'integer', minimum: 1, maximum: 99 },
    name: text('Service name', 40),
    phone: {
      title: 'Phone',
      type: 'string',
      pattern: '^\\+\\d{1,3}(?: ?\\d){6,14}$',
      patternError: 'Phone: write it with the country code, as in +91 98765 43210',
    },
    offerings: {
      title: 'What a visit covers',
      type: 'array',
      minItems: 3,
      maxItems: 4,
      items: text('Bullet', 160),
    },
    highlights: { title: 'Why book us', type: 'array', prefixItems: [card, card] },
  },
  required: ['order', 'name', 'offerings', 'highlights'],
  additionalProperties: false,
};
const file: SchemaNode = {
  translated: true,
  type: 'object',
  properties: { en: page, hi: page },
  required: ['en', 'hi'],
  additionalProperties: false,
};
const valid = {
  order: 1,
  name: 'AC Repair',
  phone: '+91 98765 43210',
  offerings: ['Gas', 'Filters', 'Coils'],
  highlights: [{ icon: 'wrench' }, { icon: 'bolt' }],
};
const problemsWith = (hi: Record<string, unknown>) =>
  schemaProblems(file, { en: valid, hi: { ...valid, ...hi } });

describe("the editor's check of a content file by its JSON Schema", () => {
  it('passes a whole file', () => {
    expect(schemaProblems(file, { en: valid, hi: valid })).toEqual([]);
  });

  it('names a field a language lacks as a translation not written yet', () => {
    const { name: _dropped, ...withoutName } = valid;
    expect(schemaProblems(file, { en: valid, hi: withoutName })).toEqual([
      'hi.name: no Hindi translation (Service name is missing)',
    ]);
    expect(schemaProblems(file, { en: valid })).toEqual([
      'hi: no Hindi translation (Service page is missing)',
    ]);
  });

  it('refuses the wrong kind of value', () => {
    expect(problemsWith({ name: 7 })).toEqual(['hi.name: Service name must be a text']);
    expect(problemsWith({ order: 'one' })).toEqual([
      'hi.order: Position in the list must be a number',
    ]);
    expect(problemsWith({ offerings: 'Gas' })).toEqual([
      'hi.offerings: What a visit covers must be a list',
    ]);
  });

  it("refuses what a text's pattern refuses, in its patternError", () => {
    expect(problemsWith({ name: '   ' })).toEqual([
      'hi.name: Service name cannot be empty or longer than 40 characters',
    ]);
    expect(problemsWith({ phone: '98765' })).toEqual([
      'hi.phone: Phone: write it with the country code, as in +91 98765 43210',
    ]);
  });

  it('refuses a text longer than its limit', () => {
    expect(problemsWith({ name: 'x'.repeat(41) })).toEqual([
      'hi.name: Service name is longer than 40 characters',
    ]);
  });

  it('refuses a list with too few or too many items, and a tuple with another count', () => {
    expect(problemsWith({ offerings: ['Gas'] })).toEqual([
      'hi.offerings: What a visit covers needs at least 3',
    ]);
    expect(problemsWith({ offerings: ['a', 'b', 'c', 'd', 'e'] })).toEqual([
      'hi.offerings: What a visit covers has more than 4',
    ]);
    expect(problemsWith({ highlights: [{ icon: 'bolt' }] })).toEqual([
      'hi.highlights: Why book us needs exactly 2',
    ]);
    expect(problemsWith({ offerings: ['Gas', ' ', 'Coils'] })).toEqual([
      'hi.offerings[1]: Bullet cannot be empty or longer than 160 characters',
    ]);
  });

  it('refuses a number outside its range, or not whole', () => {
    expect(problemsWith({ order: 0 })).toEqual(['hi.order: Position in the list is at least 1']);
    expect(problemsWith({ order: 100 })).toEqual(['hi.order: Position in the list is at most 99']);
    expect(problemsWith({ order: 1.5 })).toEqual([
      'hi.order: Position in the list must be a whole number',
    ]);
  });

  it('refuses a value that is not one of its choices', () => {
    expect(problemsWith({ highlights: [{ icon: 'wrench' }, { icon: 'rocket' }] })).toEqual([
      'hi.highlights[1].icon: Icon: choose one of the listed options',
    ]);
  });

  it('refuses a key the schema does not name', () => {
    expect(problemsWith({ colour: 'red' })).toEqual(['hi: Unrecognized key: "colour"']);
  });

  it('refuses, never throws on, a pattern it cannot compile', () => {
    const broken: SchemaNode = { type: 'string', title: 'Odd', pattern: '(' };
    expect(schemaProblems(broken, 'x')).toEqual(['(the whole file): Odd is not valid']);
  });

  it('never runs a pattern that could backtrack for minutes, where the token is kept', () => {
    // "aaaa" matches: run, the pattern passes it (and 30 a's and a "!" would hang the tab).
    const hanging: SchemaNode = { type: 'string', title: 'Code', pattern: '^(a+)+$' };
    expect(new RegExp(hanging.pattern ?? '').test('aaaa')).toBe(true);
    expect(schemaProblems(hanging, 'aaaa')).toEqual(['(the whole file): Code is not valid']);
    // Control: the same rule, written so it cannot backtrack, is run and passes it.
    expect(schemaProblems({ ...hanging, pattern: '^a+$' }, 'aaaa')).toEqual([]);
  });
});
