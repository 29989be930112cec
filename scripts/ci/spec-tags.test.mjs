// @ts-check
// Every test of testing/e2e/site carries a part's tag or @cross-part, so a pull request's affected
// run (its parts' tests, and the cross-part ones) never leaves a new test out unseen. Each
// rule of the reading is shown on a made-up spec first, so the check on the real ones can fail.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { describe, expect, test } from 'vitest';
import { CROSS_PART, PART_TAGS } from './part-tags.mjs';
import { declaredTests } from './spec-tags.mjs';

/** @param {string} source */
const testsOf = (source) =>
  declaredTests(source)
    .filter((declared) => declared.kind === 'test')
    .map(({ title, tags }) => `${title} ${tags.join(' ')}`.trim());

describe('reading the tests a spec declares', () => {
  test('a test’s own tag, one or several, and a test without', () => {
    const source = [
      "test('a', { tag: '@mf-contact' }, async ({ page }) => {});",
      'test("b", { tag: ["@mf-contact", "@mf-services"] }, async () => {});',
      "test('c', async ({ page }) => {});",
    ].join('\n');
    expect(testsOf(source)).toEqual(["'a' @mf-contact", '"b" @mf-contact @mf-services', "'c'"]);
  });

  test("a describe's tag reaches every test inside it, and no further", () => {
    const source = `
test.describe('outer', { tag: '@cross-part' }, () => {
  test.describe.serial('inner', () => {
    for (const path of ['/', '/home']) {
      test(\`\${path}: renders\`, async ({ page }) => {});
    }
  });
});
test('after', async () => {});`;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the title as the spec writes it
    expect(testsOf(source)).toEqual(['`${path}: renders` @cross-part', "'after'"]);
  });

  test('a test( in a string, a template, a comment or a regular expression is none', () => {
    const source = `
// test('in a comment', async () => {});
/* test('in a block', async () => {}); */
const text = "test('in a string', async () => {})";
const template = \`\${'x'} test('in a template', async () => {}) \${(() => '}')()}\`;
const pattern = /test\\('in a regex', async \\(\\) => \\{\\}\\)/;
const quoted = (value) => /['"\`]/.test(value);
test('the one test', { tag: '@mf-marketing' }, async () => {});`;
    expect(testsOf(source)).toEqual(["'the one test' @mf-marketing"]);
  });

  test('an annotation or a hook declares nothing: skip, use, beforeEach, step, configure', () => {
    const source = `
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 } });
test.beforeEach(async ({ page }) => {});
test('real', { tag: '@mf-contact' }, async ({ page }) => {
  test.skip(process.env.X === 'y', 'not here');
  await test.step('a step', async () => {});
});`;
    expect(testsOf(source)).toEqual(["'real' @mf-contact"]);
  });

  test('a title that wraps over lines, with parentheses and commas, is one argument', () => {
    const source = `test(
  'a (long), winding title',
  { tag: '@mf-services' },
  async ({ page }) => {},
);`;
    expect(testsOf(source)).toEqual(["'a (long), winding title' @mf-services"]);
  });
});

describe("testing/e2e/site's tests", () => {
  const folder = join(ROOT, 'testing/e2e/site');
  const specs = readdirSync(folder).filter((file) => file.endsWith('.spec.ts'));
  const declared = specs.flatMap((file) =>
    declaredTests(readFileSync(join(folder, file), 'utf8')).map((each) => ({ file, ...each })),
  );
  const tests = declared.filter((each) => each.kind === 'test');

  test('are read: every spec declares some', () => {
    expect(specs.length).toBeGreaterThan(20);
    for (const file of specs)
      expect(
        tests.some((each) => each.file === file),
        file,
      ).toBe(true);
  });

  test("each carries a part's tag or @cross-part, so an affected run never leaves it out", () => {
    const untagged = tests
      .filter((each) => !each.tags.some((tag) => PART_TAGS.includes(tag)))
      .map(({ file, line, title }) => `${file}:${line} ${title}`);
    expect(untagged).toEqual([]);
  });

  test('name no tag outside the parts’ and @cross-part: a misspelt one would select nothing', () => {
    const unknown = declared
      .flatMap(({ file, line, tags }) => tags.map((tag) => `${file}:${line} ${tag}`))
      .filter((entry) => !PART_TAGS.includes(entry.split(' ')[1] ?? ''));
    expect(unknown).toEqual([]);
    expect(PART_TAGS).toEqual(['@mf-marketing', '@mf-services', '@mf-contact', CROSS_PART]);
  });
});
