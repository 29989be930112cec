import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContentCollections } from './collections.ts';
import { image, position, text, translated } from './fields.ts';
import { partContentOf } from './part-content.ts';

// What a part's build writes for the editor (content-collections.json): its collections as
// data, each schema as JSON Schema, never the part's code.
const page = z.strictObject({ order: position('Position'), name: text('Name', { max: 40 }) });
const content: ContentCollections = {
  app: 'mf-services',
  mediaFolder: 'content/images',
  collections: [
    {
      kind: 'folder',
      name: 'services',
      label: 'Each service',
      labelSingular: 'service',
      folder: 'content/services',
      page: '/service/{{slug}}',
      identifierField: 'name',
      schema: translated(page),
    },
    {
      kind: 'file',
      name: 'texts',
      label: 'Words',
      file: 'content/texts.json',
      schema: translated(page),
    },
  ],
};

describe("a part's content as the editor reads it", () => {
  it('names its collections, their files and their JSON Schema, as plain JSON', () => {
    const written = partContentOf(content);
    expect(JSON.parse(JSON.stringify(written))).toEqual(written);
    expect(written).toMatchObject({
      app: 'mf-services',
      mediaFolder: 'content/images',
      collections: [
        { kind: 'folder', name: 'services', folder: 'content/services', identifierField: 'name' },
        { kind: 'file', name: 'texts', file: 'content/texts.json' },
      ],
    });
    expect(written.collections[1]).not.toHaveProperty('page');
    expect(written).not.toHaveProperty('previewFrame');
    const [services] = written.collections;
    expect(services?.schema).toMatchObject({
      translated: true,
      properties: {
        en: {
          properties: {
            name: { title: 'Name', type: 'string', pattern: '\\S', maxLength: 40 },
            order: { type: 'integer', minimum: 1, maximum: 99 },
          },
          required: ['order', 'name'],
          additionalProperties: false,
        },
      },
    });
  });

  it("carries a picture's rule without flags, accepting what zod accepts", () => {
    const src = image('Picture').shape.src;
    const { pattern, patternError } = z.toJSONSchema(src) as {
      pattern: string;
      patternError: string;
    };
    expect(patternError).toBe('Picture: use an SVG, PNG, JPEG, WebP or AVIF picture');
    for (const file of [
      'ac.svg',
      'AC.JPG',
      'photo.jpeg',
      'x.WebP',
      'x.avif',
      'x.gif',
      'x.svg.txt',
    ]) {
      expect(new RegExp(pattern).test(file), file).toBe(src.safeParse(file).success);
    }
  });

  it('fails the build with a schema JSON Schema cannot describe', () => {
    const broken: ContentCollections = {
      ...content,
      collections: [
        { kind: 'file', name: 'x', label: 'X', file: 'content/x.json', schema: z.date() },
      ],
    };
    expect(() => partContentOf(broken)).toThrow();
  });
});
