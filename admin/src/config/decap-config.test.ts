import { describe, expect, it } from 'vitest';
import { contentCollections as contact } from '../../../mf-contact/src/content/schema';
import { contentCollections as marketing } from '../../../mf-marketing/src/content/schema';
import {
  serviceSchema,
  contentCollections as services,
} from '../../../mf-services/src/content/schema';
import { contentCollections as business } from '../../../shell/src/content/schema';
import { decapConfig } from './decap-config';
import type { DecapField } from './fields-from-schema';

const config = decapConfig([business, services, marketing, contact], {
  backend: { name: 'github' },
});
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

describe("the editor's configuration", () => {
  it('has a collection for every content collection of every part, at its files', () => {
    expect(config.collections.map((entry) => entry.name)).toEqual([
      'business',
      'frame-texts',
      'services',
      'catalogue',
      'service-texts',
      ...marketing.collections.map((entry) => entry.name),
      'contact',
      'contact-texts',
    ]);
    // Decap tells collections apart by name alone.
    const names = config.collections.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(collection('services')).toMatchObject({
      folder: 'mf-services/content/services',
      format: 'json',
      media_folder: '/mf-services/content/images',
      delete: false,
    });
    expect(collection('business')).toMatchObject({
      files: [{ file: 'shell/content/business.json' }],
    });
  });

  it('asks for exactly the fields each schema has, in its order', () => {
    expect(fieldsOf('services').map((entry) => entry.name)).toEqual(
      Object.keys(serviceSchema.shape),
    );
    for (const part of [business, services, marketing, contact]) {
      for (const content of part.collections) {
        // Each language has the same fields; the form asks for the English shape's.
        const { en } = (content.schema as unknown as { shape: { en: { shape: object } } }).shape;
        expect(fieldsOf(content.name).map((entry) => entry.name)).toEqual(Object.keys(en.shape));
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
      expect(serviceSchema.shape.name.safeParse(value).success, value).toBe(valid);
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
      hint: 'Leave empty to keep this service off the form',
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
      expect(serviceSchema.shape.enquiryChoice.safeParse(value).success, value).toBe(valid);
    }
    expect(serviceSchema.shape.enquiryChoice.safeParse('').success).toBe(true);
    expect(serviceSchema.shape.enquiryChoice.safeParse(undefined).success).toBe(true);
  });
});
