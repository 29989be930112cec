import { describe, expect, it, vi } from 'vitest';
import { schemaProblems } from '../parts/check-schema';
import { partsOf } from '../parts/load-parts';
import fixture from '../parts/parts.fixture.json' with { type: 'json' };
import type { SchemaNode } from '../parts/schema-node';
import { decapConfig } from './decap-config';
import type { DecapField } from './fields-from-schema';

// The shell's and mf-services' content-collections.json as their builds write them (a copy:
// build them and join their dist/content-collections.json as { "parts": [shell, services] }
// to refresh it). The editor reads every live part's the same way, from admin/parts.json.
const parts = partsOf(fixture);
const config = decapConfig(parts, { backend: { name: 'github' } });
const services = parts.find((part) => part.app === 'mf-services');
const serviceSchema = services?.collections.find((item) => item.name === 'services')?.schema;
/** One language's service page, as the schema has it. */
const servicePage = serviceSchema?.properties?.en ?? {};
const accepts = (node: SchemaNode | undefined, value: unknown) =>
  schemaProblems(node ?? {}, value).length === 0;
const collection = (name: string) => {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const fieldsOf = (name: string): DecapField[] => {
  const found = collection(name);
  return 'files' in found ? (found.files[0]?.fields ?? []) : found.fields;
};
const field = (fields: DecapField[], name: string) => fields.find((entry) => entry.name === name);
/** mf-marketing as a part with its landing page alone, under the schema given. */
const landingPart = (schema: SchemaNode) => ({
  app: 'mf-marketing',
  mediaFolder: 'content/images',
  collections: [
    {
      kind: 'file' as const,
      name: 'landing',
      label: 'Landing page',
      file: 'content/landing.json',
      schema,
    },
  ],
});

describe("the editor's configuration", () => {
  it('has a collection for every content collection of every part, at its files', () => {
    expect(config.collections.map((entry) => entry.name)).toEqual([
      'business',
      'frame-texts',
      'services',
      'catalogue',
      'service-texts',
    ]);
    // Decap tells collections apart by name alone.
    const names = config.collections.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(collection('services')).toMatchObject({
      folder: 'apps/mf-services/content/services',
      format: 'json',
      media_folder: '/apps/mf-services/content/images',
      delete: false,
    });
    expect(collection('business')).toMatchObject({
      files: [{ file: 'apps/shell/content/business.json' }],
    });
  });

  it("leaves out a part whose schema cannot be made into fields, and keeps every other part's", () => {
    const broken = landingPart({
      type: 'object',
      properties: { slides: { type: 'array', title: 'Slides' } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const names = decapConfig([...parts, broken], { backend: { name: 'github' } }).collections.map(
      (collection) => collection.name,
    );
    expect(names).toEqual(config.collections.map((collection) => collection.name));
    expect(names).not.toContain('landing');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("leaves out mf-marketing's pages"));
    warn.mockRestore();
  });

  it("leaves out a part whose pattern could hang the owner's tab, and keeps it with one that cannot", () => {
    const withPattern = (pattern: string) =>
      landingPart({
        type: 'object',
        properties: { code: { type: 'string', title: 'Code', pattern } },
      });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const namesWith = (pattern: string) =>
      decapConfig([...parts, withPattern(pattern)], {
        backend: { name: 'github' },
      }).collections.map((collection) => collection.name);
    for (const pattern of ['^(a+)+$', '^(a|aa)*$', '^(\\w*)*$', '^(a)\\1$', '(?=a)a']) {
      expect(namesWith(pattern), pattern).not.toContain('landing');
    }
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("leaves out mf-marketing's pages: code: its pattern repeats a group"),
    );
    // Control: the same part, its pattern one that cannot backtrack, is edited with it.
    expect(namesWith('^a+$')).toContain('landing');
    const landing = decapConfig([...parts, withPattern('^a+$')], {
      backend: { name: 'github' },
    }).collections.find((collection) => collection.name === 'landing');
    expect(
      landing && 'files' in landing ? landing.files[0]?.fields[0]?.pattern : undefined,
    ).toEqual(['^a+$', 'Code is not valid']);
    warn.mockRestore();
  });

  it('asks for exactly the fields each schema has, in its order', () => {
    expect(fieldsOf('services').map((entry) => entry.name)).toEqual(
      Object.keys(servicePage.properties ?? {}),
    );
    for (const part of parts) {
      for (const content of part.collections) {
        // Each language has the same fields; the form asks for the English shape's.
        const en = content.schema.properties?.en ?? {};
        expect(fieldsOf(content.name).map((entry) => entry.name)).toEqual(
          Object.keys(en.properties ?? {}),
        );
      }
    }
  });

  it('edits every collection in English and Hindi side by side, in one file each', () => {
    expect(config.i18n).toEqual({
      structure: 'single_file',
      locales: ['en', 'hi'],
      default_locale: 'en',
    });
    for (const entry of config.collections) {
      expect(entry).toMatchObject({ i18n: true });
      if ('files' in entry) expect(entry.files[0]).toMatchObject({ i18n: true });
    }
    const fields = fieldsOf('services');
    expect(field(fields, 'intro')?.i18n).toBe(true);
    expect(field(fields, 'order')?.i18n).toBe('duplicate');
    expect(field(field(fields, 'image')?.fields ?? [], 'src')?.i18n).toBe('duplicate');
    expect(field(field(fields, 'image')?.fields ?? [], 'alt')?.i18n).toBe(true);
    // The business's numbers, e-mail and times are typed once, in English.
    const business = fieldsOf('business');
    for (const name of ['phone', 'whatsapp', 'email']) {
      expect(field(business, name)?.i18n, name).toBe('duplicate');
    }
    expect(field(field(business, 'address')?.fields ?? [], 'postalCode')?.i18n).toBe('duplicate');
    expect(field(field(business, 'hours')?.fields ?? [], 'opens')?.i18n).toBe('duplicate');
    expect(field(business, 'businessName')?.i18n).toBe(true);
  });

  it("carries the schema's rules and words into the form", () => {
    const fields = fieldsOf('services');
    const name = field(fields, 'name');
    expect(name).toMatchObject({ widget: 'string', label: 'Service name' });
    expect(name?.required).toBeUndefined();
    const [pattern, message] = name?.pattern ?? [];
    expect(message).toBe('Service name cannot be empty or longer than 40 characters');
    const rule = new RegExp(pattern ?? '');
    for (const [value, valid] of [
      ['AC Repair', true],
      ['   ', false],
      ['x'.repeat(41), false],
    ] as const) {
      expect(rule.test(value), value).toBe(valid);
      expect(accepts(servicePage.properties?.name, value), value).toBe(valid);
    }
    expect(field(fields, 'highlights')).toMatchObject({ widget: 'list', min: 3, max: 3 });
    expect(field(fields, 'offerings')).toMatchObject({ widget: 'list', min: 3, max: 8 });
    expect(field(fields, 'image')?.fields?.map((entry) => entry.widget)).toEqual([
      'image',
      'string',
    ]);
    expect(field(fieldsOf('business'), 'phone')?.pattern?.[1]).toBe(
      'Phone: write it with the country code, as in +91 98765 43210',
    );
  });

  it("asks for a service's choice on the enquiry form in the owner's words, optional, in each language", () => {
    const fields = fieldsOf('services');
    const choice = field(fields, 'enquiryChoice');
    expect(choice).toMatchObject({
      widget: 'string',
      label: 'Choice on the enquiry form',
      // Shown as written: Decap renders a hint as Markdown (fields-from-schema.test.ts).
      hint: '    Leave empty to keep this service off the form',
      required: false,
      i18n: true,
    });
    // Right under the service's name.
    expect(fields.map((entry) => entry.name).slice(0, 3)).toEqual([
      'order',
      'name',
      'enquiryChoice',
    ]);
    // Decap checks the pattern of a filled field only: empty is allowed, blank or too long is not.
    const [pattern, message] = choice?.pattern ?? [];
    expect(message).toBe(
      'Choice on the enquiry form cannot be only spaces or longer than 50 characters',
    );
    const rule = new RegExp(pattern ?? '');
    for (const [value, valid] of [
      ['Split & Window AC Repairing', true],
      ['स्प्लिट और विंडो AC रिपेयर', true],
      ['   ', false],
      ['x'.repeat(51), false],
    ] as const) {
      expect(rule.test(value), value).toBe(valid);
    }
    // Blank is the build's rule alone (a refine): the save check takes what JSON Schema holds.
    expect(accepts(servicePage.properties?.enquiryChoice, 'x'.repeat(51))).toBe(false);
    expect(accepts(servicePage.properties?.enquiryChoice, '')).toBe(true);
    expect(servicePage.required).not.toContain('enquiryChoice');
  });
});
