// @ts-check
// What a change can break, from its files: a part's folder narrows the run to that part,
// documentation to the checks, anything else runs everything.
import { execFileSync } from 'node:child_process';
import { ROOT } from 'composition';
import { changedApps } from 'release';
import { describe, expect, test } from 'vitest';
import { affectedBy, PARTS } from './affected.mjs';

describe('a change inside the parts’ folders', () => {
  test("one part's code or content runs that part alone", () => {
    expect(affectedBy(['apps/mf-contact/src/enquiry/use-enquiry.ts'])).toMatchObject({
      everything: false,
      parts: ['mf-contact'],
    });
    expect(affectedBy(['apps/mf-services/content/services/ac.json']).parts).toEqual([
      'mf-services',
    ]);
  });

  test('two parts run both, in composition order, with documentation beside them', () => {
    const plan = affectedBy([
      'apps/mf-contact/content/contact.json',
      'docs/owner.md',
      'apps/mf-marketing/x',
    ]);
    expect(plan).toMatchObject({ everything: false, parts: ['mf-marketing', 'mf-contact'] });
    expect(plan.why).toContain('mf-marketing and mf-contact');
  });

  test("a part's own Markdown is the part's, not documentation: a unit test reads it", () => {
    expect(affectedBy(['apps/mf-contact/emailjs/README.md']).parts).toEqual(['mf-contact']);
  });
});

describe('documentation alone', () => {
  test('runs no test: the checks alone', () => {
    expect(affectedBy(['docs/testing.md', 'README.md'])).toMatchObject({
      everything: false,
      parts: [],
    });
    expect(affectedBy([])).toMatchObject({ everything: false, parts: [] });
  });
});

describe('everything', () => {
  test.each([
    ['the shell, on every page', 'apps/shell/src/layout/navbar.tsx', 'the shell'],
    ['shared code', 'packages/shared-ui/src/icons.tsx', 'every part is built from it'],
    ['a contract', 'packages/shared-types/src/contract.ts', 'every part is built from it'],
    [
      'the build configuration',
      'packages/build-config/app-config.ts',
      'every part is built from it',
    ],
    ['the composition', 'composition.json', 'every part is built from it'],
    ['the engine', 'platform/release/engine/release/release.mjs', 'the release engine'],
    ["a deployment's facts", 'platform/deployment/site-layout.mjs', 'the release engine'],
    ['the field measurement', 'platform/measure/collector.mjs', 'the release engine'],
    ['a server', 'platform/servers/site/start.mjs', 'the servers'],
    ['a workflow', '.github/workflows/tests.yml', 'a workflow'],
    ['package.json', 'package.json', 'the dependencies'],
    ['the lockfile', 'package-lock.json', 'the dependencies'],
    ['a Playwright config', 'playwright.config.ts', 'a configuration'],
    ['a Vitest config', 'vitest.scripts.config.mjs', 'a configuration'],
    ['a TypeScript config', 'tsconfig.scripts.json', 'a configuration'],
    ["Biome's", 'biome.json', 'a configuration'],
    ["the browser tests' support", 'testing/support/site.ts', "the browser tests' own code"],
    ['a script', 'scripts/ci/affected.mjs', 'the scripts'],
    ["the owner's editor", 'apps/admin/src/main.tsx', "the owner's editor"],
    ["CI's own run", '.ci/run', 'not a part of the site this knows'],
    ['a file it does not know', 'attic/notes.txt', 'not a part of the site this knows'],
    [
      'Markdown outside docs/ and the parts',
      'testing/e2e/fixtures/fourth-remote/README.md',
      'own code',
    ],
  ])('%s runs every test', (_what, file, because) => {
    const plan = affectedBy(['apps/mf-contact/src/a.ts', file]);
    expect(plan).toMatchObject({ everything: true, parts: PARTS });
    expect(plan.why).toContain(file);
    expect(plan.why).toContain(because);
  });

  test("names the file on one line, whatever its name: CI's log reads a line as a command", () => {
    const { why } = affectedBy(['attic/a\n::error::b.txt']);
    expect(why).not.toContain('\n');
    expect(why).toContain('"attic/a\\n::error::b.txt"');
  });

  test('is what a push to main asks for, whatever changed', () => {
    expect(affectedBy(['docs/testing.md'], { everything: true })).toMatchObject({
      everything: true,
      parts: PARTS,
    });
  });
});

describe("the release's notion of a part (platform/release/engine/release/changed-apps.mjs)", () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const apps = ['shell', ...PARTS];

  test('the parts are the remotes it releases alone', () => {
    for (const part of PARTS) expect(changedApps([`apps/${part}/src/x.ts`], apps)).toEqual([part]);
  });

  test('every tracked file that releases every part, or the shell, runs every test', () => {
    const wrong = tracked.filter(
      (file) => changedApps([file], apps).includes('shell') && !affectedBy([file]).everything,
    );
    expect(wrong).toEqual([]);
  });

  test("every tracked file a part's release alone takes runs that part's tests", () => {
    const wrong = tracked.filter((file) => {
      const released = changedApps([file], apps);
      const plan = affectedBy([file]);
      return released.length === 1 && !plan.everything && plan.parts.join() !== released.join();
    });
    expect(wrong).toEqual([]);
  });
});
