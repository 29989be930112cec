// @ts-check
// What a part lets the owner edit reaches the editor as data the gate checked: each rule
// with a file a careless or hostile team could write, and the part's real shape passing.

import { patternProblem, patternsOf } from 'shared-types/schema-patterns.mjs';
import { describe, expect, it } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import servicesFile from './part-content.fixture.json' with { type: 'json' };
import { assertPartContent, PART_CONTENT_LIMITS } from './part-content.mjs';

/** A collection's schema, for one made up here: a language with one field. */
const schema = servicesFile.collections[0]?.schema;

/** A part's file as its build writes it. @param {Record<string, unknown>} [changes] */
const services = (changes = {}) => ({ ...structuredClone(servicesFile), ...changes });

/** @param {Record<string, unknown>} changes */
const withCollection = (changes) => {
  const part = services();
  const [first, second] = /** @type {Record<string, unknown>[]} */ (part.collections);
  return { ...part, collections: [{ ...first, ...changes }, second] };
};

/** @param {unknown} data @param {string} app */
const check =
  (data, app = 'mf-services') =>
  () =>
    assertPartContent(app, JSON.stringify(data));

/** @param {() => unknown} run @param {RegExp} words */
const refused = (run, words) => {
  expect(run).toThrow(RefusedRelease);
  expect(run).toThrow(words);
};

describe("a part's content-collections.json", () => {
  it('passes as its build writes it, with the known keys alone', () => {
    const checked = assertPartContent('mf-services', JSON.stringify(services()));
    expect(checked).toEqual(services());
  });

  it('is refused when missing, larger than 256 KB, or not a JSON object', () => {
    refused(() => assertPartContent('mf-services', undefined), /missing/);
    const big = services({ padding: 'x'.repeat(PART_CONTENT_LIMITS.bytes) });
    refused(check(big), /more than 256 KB/);
    refused(() => assertPartContent('mf-services', '{ "app": '), /not JSON/);
    refused(check([services()]), /not a JSON object/);
    refused(check(null), /not a JSON object/);
  });

  it('is refused with a key it should not have, in the file or a collection', () => {
    refused(check(services({ previewFrame: 'https://evil.example/' })), /"previewFrame"/);
    refused(check(withCollection({ widget: 'code' })), /collections\[0\] has "widget"/);
  });

  it('is refused when it names another part than the one released', () => {
    refused(check(services(), 'mf-contact'), /names the part "mf-services"/);
    refused(check(services({ app: 'shell' })), /names the part "shell"/);
  });

  it("is refused when a folder, file or picture folder leaves the part's content/ folder", () => {
    for (const [key, path] of /** @type {const} */ ([
      ['folder', '../shell/content'],
      ['folder', 'content/../../shell/content'],
      ['folder', '/mf-services/content/services'],
      ['folder', 'src/content'],
      ['folder', 'content'],
      ['folder', 'content//services'],
      ['folder', 'content/./services'],
      ['folder', 'content/Services'],
      ['folder', 'content/services\\..'],
    ])) {
      refused(check(withCollection({ [key]: path })), /not a path inside the part's content\//);
    }
    const business = services({
      collections: [
        {
          kind: 'file',
          name: 'business',
          label: 'Business',
          file: '../shell/content/business.json',
          schema,
        },
      ],
    });
    refused(check(business), /collections\[0\]\.file "\.\.\/shell\/content\/business\.json"/);
    refused(check(services({ mediaFolder: '../shell/content/images' })), /mediaFolder/);
    refused(check(services({ mediaFolder: 42 })), /mediaFolder 42/);
  });

  it('is refused with a name the editor cannot carry, or one two collections share', () => {
    for (const name of ['Services', 'services/x', 'cms services', '', 'x'.repeat(65), 7]) {
      refused(check(withCollection({ name })), /is not a name/);
    }
    refused(check(withCollection({ name: 'catalogue' })), /two collections are named "catalogue"/);
  });

  it('is refused with a label that is not a text of at most 100 characters', () => {
    refused(check(withCollection({ label: 'x'.repeat(101) })), /label .* at most 100 characters/);
    refused(check(withCollection({ label: { html: '<b>' } })), /label/);
    refused(check(withCollection({ labelSingular: 'x'.repeat(101) })), /labelSingular/);
    expect(check(withCollection({ label: 'x'.repeat(100) }))).not.toThrow();
  });

  it('is refused with a schema that is not a JSON object or nests more than 32 deep', () => {
    refused(check(withCollection({ schema: [schema] })), /schema is not a JSON object/);
    refused(check(withCollection({ schema: 'z.string()' })), /schema is not a JSON object/);
    /** @type {Record<string, unknown>} */
    let deep = { type: 'string' };
    for (let level = 1; level < 32; level += 1) deep = { properties: deep };
    expect(check(withCollection({ schema: deep }))).not.toThrow();
    refused(check(withCollection({ schema: { properties: deep } })), /nests more than 32 deep/);
    // Deeper than anything needs, answered without walking it all.
    const text = `{"app":"mf-services","mediaFolder":"content/images","collections":[{"kind":"file","name":"a","label":"A","file":"content/a.json","schema":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}]}`;
    refused(() => assertPartContent('mf-services', text), /nests more than 32 deep/);
  });

  it("is refused when a collection's kind, page or entry's field is not one the editor knows", () => {
    refused(check(withCollection({ kind: 'code' })), /neither "folder" nor "file"/);
    refused(check(withCollection({ page: 'javascript:alert(1)' })), /is not a page's path/);
    refused(check(withCollection({ identifierField: '__proto__.x' })), /is not a field's name/);
    refused(check(withCollection({ file: 'content/x.json' })), /is a folder: it has no file/);
  });
});

describe("a part's schema patterns, which the editor compiles where the owner's token is", () => {
  /** A service's file whose one field has `pattern`. @param {string} pattern */
  const withPattern = (pattern) =>
    withCollection({
      schema: {
        type: 'object',
        translated: true,
        properties: {
          en: { type: 'object', properties: { phone: { type: 'string', pattern } } },
        },
      },
    });

  it('are refused when they could backtrack for minutes on a short text', () => {
    for (const [pattern, words] of /** @type {const} */ ([
      ['^(a+)+$', /pattern "\^\(a\+\)\+\$" repeats a group that repeats or chooses \(\(a\+\)\+/],
      ['^(a|aa)*$', /repeats a group that repeats or chooses \(\(a\|aa\)\*/],
      ['^(\\w*)*$', /repeats a group that repeats or chooses/],
      ['^(?:a?a)+$', /repeats a group that repeats or chooses/],
      ['^(?:(?: ?\\d){3})+$', /repeats a group that repeats or chooses/],
      ['^(a)\\1$', /refers back to a group/],
      ['^(?<x>a)\\k<x>$', /refers back to a group/],
      ['^(?=a)a$', /looks around/],
      ['(?<!a)b', /looks around/],
      ['(?i:a)', /a group the editor does not know/],
      ['a'.repeat(201), /is not a text of at most 200 characters/],
      ['^a?a?a?a?a?aaaaa$', /more than 4 repeats of varying count/],
      ['^(?:a|b|c|d|e|f|g|h|i|j)$', /more than 8 alternatives/],
      ['(', /is not a regular expression/],
    ])) {
      refused(check(withPattern(pattern)), words);
    }
    // Wherever it is in the schema: a list's item, a language's field.
    const inList = withCollection({
      schema: { type: 'array', items: { type: 'string', pattern: '(a+)+' } },
    });
    refused(check(inList), /collections\[0\]\.schema's pattern "\(a\+\)\+"/);
  });

  it('pass when they cannot, the same schema and field (control)', () => {
    for (const pattern of [
      '^a+$',
      '^(?:ab)+$',
      '^(?:a{2})+$',
      '^(?: ?\\d)+$',
      '^(?:\\d-?)+$',
      '^(a)b$',
      'a'.repeat(200),
      '^a?a?a?a?aaaa$',
      '^(?:a|b|c|d|e|f|g|h|i)$',
      '[(a+)+\\1]',
    ]) {
      expect(check(withPattern(pattern)), pattern).not.toThrow();
    }
    // A field named "pattern" is a field, not a pattern.
    const named = withCollection({
      schema: { type: 'object', properties: { pattern: { type: 'string' } } },
    });
    expect(check(named)).not.toThrow();
  });

  it("pass for every pattern the parts' content schemas write today", async () => {
    // Their sources, as their builds write them (build-config's partContentOf).
    const at = (/** @type {string} */ path) => new URL(`../../../${path}`, import.meta.url).href;
    const { partContentOf } = await import(at('packages/build-config/content/part-content.ts'));
    /** @type {Set<string>} */
    const written = new Set();
    for (const app of ['shell', 'mf-marketing', 'mf-services', 'mf-contact']) {
      const { contentCollections } = await import(at(`apps/${app}/src/content/schema.ts`));
      const file = JSON.stringify(partContentOf(contentCollections));
      expect(() => assertPartContent(app, file), app).not.toThrow();
      for (const pattern of patternsOf(JSON.parse(file))) written.add(pattern);
    }
    // The phone number's repeated group with an optional space is among them: the rule
    // that lets it through is held by a part's real schema, not by this test alone.
    expect(written).toContain('^\\+\\d{1,3}(?: ?\\d){6,14}$');
    expect(written.size).toBeGreaterThanOrEqual(6);
    for (const pattern of written) expect(patternProblem(pattern), pattern).toBeUndefined();
  });
});
