import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { locales } from '../../shared-types/src/locale.ts';
import { contentProblems, describeProblems, filesOf } from './check-content.ts';
import type { ContentCollections } from './collections.ts';
import { bullets, formatted, image, template, text, translated } from './fields.ts';

// The checks every part's content goes through, at build and at release, tested once on a
// made-up part; each part's own schema test keeps only the rules its schema adds.

const pageSchema = z.strictObject({
  title: text('Heading', { max: 20 }),
  lead: template('Lead', ['businessName'], { max: 80 }),
  picture: image('Picture'),
  points: bullets('Points', 'Point', { min: 1, max: 2 }),
  phone: formatted('Phone', /^\+\d+$/, 'write it with the country code'),
});

type Page = z.infer<typeof pageSchema>;

const page: Page = {
  title: 'Repairs',
  lead: 'Welcome to {businessName}',
  picture: { src: 'desk.svg', alt: 'A desk' },
  points: ['Same-day visits'],
  phone: '+919876543210',
};

const content: ContentCollections = {
  app: 'mf-test',
  mediaFolder: 'content/images',
  collections: [
    {
      kind: 'file',
      name: 'page',
      label: 'Page',
      file: 'content/page.json',
      schema: translated(pageSchema),
    },
    {
      kind: 'folder',
      name: 'entries',
      label: 'Entries',
      labelSingular: 'Entry',
      folder: 'content/entries',
      identifierField: 'title',
      schema: translated(pageSchema),
    },
  ],
};

/** A content file with `page` in every language, or what `copies` gives a language instead. */
const inEveryLanguage = (copies: Record<string, unknown> = {}) =>
  Object.fromEntries(locales.map((locale) => [locale, copies[locale] ?? page]));

const scratches: string[] = [];
afterEach(() => {
  for (const scratch of scratches.splice(0)) rmSync(scratch, { recursive: true, force: true });
});

/**
 * A part's folder, named mf-test, with content/images/desk.svg and `files` (a path and its
 * JSON value, or a string written as it is).
 */
function partWith(files: Record<string, unknown>): string {
  const scratch = mkdtempSync(join(tmpdir(), 'check-content-'));
  scratches.push(scratch);
  const part = join(scratch, 'mf-test');
  for (const [file, value] of Object.entries({ 'content/images/desk.svg': '<svg/>', ...files })) {
    mkdirSync(dirname(join(part, file)), { recursive: true });
    writeFileSync(join(part, file), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return part;
}

describe('contentProblems', () => {
  it('finds none in valid content', () => {
    const part = partWith({
      'content/page.json': inEveryLanguage(),
      'content/entries/ac-repair.json': inEveryLanguage(),
    });
    expect(contentProblems(content, part)).toEqual([]);
  });

  it('names the file, the language and the field of each broken rule', () => {
    const part = partWith({
      'content/page.json': inEveryLanguage({
        en: { ...page, title: 'A heading far too long', phone: '98765 43210' },
        hi: { ...page, title: '  ', lead: 'स्वागत है', points: ['एक', 'दो', 'तीन'] },
      }),
    });
    expect(contentProblems(content, part)).toEqual([
      'mf-test/content/page.json: en.title: Heading is longer than 20 characters',
      'mf-test/content/page.json: en.phone: Phone: write it with the country code',
      'mf-test/content/page.json: hi.title: Heading cannot be empty',
      'mf-test/content/page.json: hi.lead: Lead must keep {businessName}',
      'mf-test/content/page.json: hi.points: Points has more than 2',
    ]);
  });

  it('calls a field one language lacks a missing translation', () => {
    const { title: _dropped, ...untitled } = page;
    const part = partWith({ 'content/page.json': inEveryLanguage({ hi: untitled }) });
    expect(contentProblems(content, part)).toEqual([
      'mf-test/content/page.json: hi.title: no Hindi translation (Heading is missing)',
    ]);
  });

  it('refuses an unknown field and a picture missing from the media folder', () => {
    const part = partWith({
      'content/page.json': inEveryLanguage({
        en: { ...page, price: '₹499', picture: { src: 'nowhere.png', alt: 'A fridge' } },
      }),
    });
    expect(contentProblems(content, part)).toEqual([
      'mf-test/content/page.json: en: Unrecognized key: "price"',
      'mf-test/content/page.json: image "nowhere.png" is not in mf-test/content/images',
    ]);
  });

  it('refuses a file that is not JSON, and an entry whose file name is no address', () => {
    const part = partWith({
      'content/page.json': '{ "en": ',
      'content/entries/AC Repair.json': inEveryLanguage(),
    });
    const [notJson, badName, ...others] = contentProblems(content, part);
    expect(notJson).toMatch(/^mf-test\/content\/page\.json: not valid JSON \(/);
    expect(badName).toBe(
      'mf-test/content/entries/AC Repair.json: the file name is the page\'s address: use lower-case words and "-"',
    );
    expect(others).toEqual([]);
  });
});

describe('filesOf', () => {
  it("lists a folder's JSON files in order, and none when the folder is not there yet", () => {
    const folder = content.collections[1];
    if (folder?.kind !== 'folder') throw new Error('the second collection is the folder');
    expect(filesOf(folder, partWith({}))).toEqual([]);
    const part = partWith({
      'content/entries/tv.json': inEveryLanguage(),
      'content/entries/ac.json': inEveryLanguage(),
      'content/entries/notes.txt': 'not an entry',
    });
    expect(filesOf(folder, part)).toEqual(['content/entries/ac.json', 'content/entries/tv.json']);
  });
});

describe('describeProblems', () => {
  it('puts each problem on a line of its own under one heading', () => {
    expect(describeProblems(['a.json: x', 'b.json: y'])).toBe(
      'the content is not valid:\n  a.json: x\n  b.json: y',
    );
  });
});
