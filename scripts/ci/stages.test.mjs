// @ts-check
// The commands each stage of a plan runs, and how many runners share the browser suite.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { describe, expect, test } from 'vitest';
import { affectedBy, PARTS } from './affected.mjs';
import { commandsOf, NODE_SIDE_TESTS_OF_PARTS, STAGES, shardsOf, shownAs } from './stages.mjs';
import { jobsOf } from './workflow-outputs.mjs';

/**
 * @import { Plan } from './affected.mjs'
 * @import { Stage } from './stages.mjs'
 */

const everything = affectedBy([], { everything: true });
const contact = affectedBy(['apps/mf-contact/src/form.tsx']);
const two = affectedBy(['apps/mf-contact/src/form.tsx', 'apps/mf-services/src/x.ts']);
const docs = affectedBy(['docs/testing.md']);

/** @param {Stage} stage @param {Plan} plan @param {{ shard?: string, reporter?: string }} [browser] */
const shown = (stage, plan, browser) => commandsOf(stage, plan, browser).map(shownAs);

describe('everything runs as npm test does', () => {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;

  test('the same commands, stage by stage', () => {
    expect(shown('checks', everything)).toEqual(['npm run typecheck', 'npm run lint']);
    expect(shown('unit', everything)).toEqual(['npx vitest run']);
    expect(shown('deploy', everything)).toEqual([
      'npm run deploy -- --e2e --site deploy/test-site',
    ]);
    expect(shown('browser', everything).at(-1)).toBe('npx playwright test');
    expect(shown('nginx', everything).at(-1)).toBe(
      'E2E_SERVER=nginx npx playwright test --project=server',
    );
    expect(shown('identity', everything).at(-1)).toBe('node scripts/test-other-identity.mjs');
  });

  test("npm test's own script names each of them", () => {
    expect(scripts.test).toContain('npm run deploy -- --e2e --site deploy/test-site');
    expect(scripts['test:unit']).toBe('vitest run');
    expect(scripts['test:e2e']).toContain('E2E_SERVER=nginx playwright test --project=server');
    expect(scripts['test:e2e']).toContain('node scripts/test-other-identity.mjs');
  });

  test('a shard of the browser suite, with its reporter', () => {
    expect(shown('browser', everything, { shard: '2/4', reporter: 'blob' }).at(-1)).toBe(
      'npx playwright test --shard=2/4 --reporter=blob',
    );
  });
});

describe("a part's change", () => {
  test("runs its Vitest project and the contracts', and the Node side's tests of the parts", () => {
    expect(shown('unit', two)).toEqual([
      'npx vitest run --project mf-services --project mf-contact --project shared-types',
      `npx vitest run --config vitest.scripts.config.mjs ${NODE_SIDE_TESTS_OF_PARTS.join(' ')}`,
    ]);
  });

  test('runs the site tests tagged with it, and the cross-part ones', () => {
    expect(commandsOf('browser', contact, { shard: '1/2' }).at(-1)?.args).toEqual([
      'playwright',
      'test',
      '--project=site',
      '--grep=@mf-contact|@cross-part',
      '--shard=1/2',
    ]);
    expect(commandsOf('browser', two).at(-1)?.args).toContain(
      '--grep=@mf-services|@mf-contact|@cross-part',
    );
  });

  test("runs nginx's server tests (headers, CSP, the whole site's smoke) and the other identity", () => {
    expect(shown('nginx', contact)).toEqual(shown('nginx', everything));
    expect(shown('identity', contact)).toEqual(shown('identity', everything));
  });

  test("the Vitest projects it names are vitest.config.mjs's, named by their package.json", () => {
    // Read, not imported: the root's configurations stand on no floor (scripts/layout/).
    const projects = readFileSync(join(ROOT, 'vitest.config.mjs'), 'utf8').match(
      /projects: \[([^\]]*)\]/,
    )?.[1];
    const folders = [...PARTS.map((part) => `apps/${part}`), 'packages/shared-types'];
    for (const folder of folders) {
      expect(projects).toContain(`'${folder}'`);
      expect(JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')).name).toBe(
        folder.split('/')[1],
      );
    }
  });

  test('the Node-side tests it names are there', () => {
    for (const file of NODE_SIDE_TESTS_OF_PARTS)
      expect(existsSync(join(ROOT, file)), file).toBe(true);
  });
});

describe('documentation alone', () => {
  test('runs the checks and nothing else', () => {
    expect(STAGES.filter((stage) => commandsOf(stage, docs).length > 0)).toEqual(['checks']);
    expect(jobsOf(docs)).toEqual(['checks']);
    expect(shardsOf(docs)).toEqual([]);
  });
});

describe('the shards', () => {
  test('everything on four runners; a part or two on two', () => {
    expect(shardsOf(everything)).toEqual(['1/4', '2/4', '3/4', '4/4']);
    expect(shardsOf(contact)).toEqual(['1/2', '2/2']);
    expect(shardsOf(two)).toEqual(['1/2', '2/2']);
  });

  test('are each a --shard Playwright takes, covering the suite once', () => {
    for (const plan of [everything, contact]) {
      const shards = shardsOf(plan);
      expect(shards.map((shard) => shard.split('/')[1])).toEqual(
        shards.map(() => String(shards.length)),
      );
      expect(shards.map((shard) => Number(shard.split('/')[0]))).toEqual(
        shards.map((_, index) => index + 1),
      );
    }
  });
});
