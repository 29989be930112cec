// @ts-check
// A part's content schemas are its team's TypeScript: the check before a build runs them
// behind the walls (issue 44's review: they had run in the engine's own process, in CI's
// jobs that hold the team's role). A schema that reads the environment and writes out
// finds neither; the control is the same check finding a real problem in words.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchPart } from '../testing/scratch-part.mjs';
import { contentProblemsWalled } from './content-check.mjs';

const SECRET = 'AKIA-content-check-secret';
/** @type {string} inside the repository, so it resolves zod and Vite */
let work;
/** @type {string} */
let part;
/** @type {string[]} */
let logged;

beforeEach(() => {
  ({ work, part } = scratchPart('content-check', ['src/content', 'content']));
  logged = [];
  process.env.AWS_SECRET_ACCESS_KEY = SECRET;
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
  delete process.env.AWS_SECRET_ACCESS_KEY;
});

/** A schema for content/page.json ({ title: string }) that runs `sideEffect` when loaded. */
function schema(sideEffect = '') {
  writeFileSync(
    join(part, 'src/content/schema.ts'),
    `import { writeFileSync } from 'node:fs';
import { z } from 'zod';
${sideEffect}
export const contentCollections = {
  app: 'part',
  mediaFolder: 'content/images',
  collections: [{ kind: 'file', name: 'page', label: 'Page', file: 'content/page.json',
    schema: z.strictObject({ title: z.string().max(10) }) }],
};
`,
  );
}

const check = () =>
  contentProblemsWalled({
    root: ROOT,
    source: part,
    name: 'part',
    log: (line) => logged.push(line),
  });

describe("a part's content check", () => {
  it('runs its schemas behind the walls: no key in their environment, nothing they write stays', async () => {
    const stolen = join(work, 'stolen.json');
    // Its root is read-only: '/' refuses. The repository's own path may sit on the
    // sandbox's /tmp (a clone under /tmp, as CI's): written there, it is gone with it.
    schema(`console.error('the schema ran', JSON.stringify(process.env));
for (const target of ['/jac-stolen.json', '${stolen}']) {
  try { writeFileSync(target, JSON.stringify(process.env)); } catch (error) { console.error('refused', target, error.code); }
}`);
    writeFileSync(join(part, 'content/page.json'), '{ "title": "Hello" }\n');
    expect(await check()).toBe('');
    const printed = logged.join('\n');
    expect(printed).toContain('the schema ran');
    expect(printed).not.toContain(SECRET);
    expect(printed).toMatch(/refused \/jac-stolen\.json EROFS/);
    expect(existsSync(stolen)).toBe(false);
    expect(existsSync('/jac-stolen.json')).toBe(false);
  });

  it('says what is wrong in words, file and field (control: the schemas did run)', async () => {
    schema();
    writeFileSync(join(part, 'content/page.json'), '{ "title": "Far too long a title" }\n');
    const problems = await check();
    expect(problems).toMatch(/the content is not valid/);
    expect(problems).toMatch(/part\/content\/page\.json/);
    expect(readFileSync(join(part, 'content/page.json'), 'utf8')).toContain('Far too long');
  });
});
