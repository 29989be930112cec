// @ts-check
// A release waits for the commit's tests (issue 54): release-part.yml's first job reads the
// commit's "Tests passed" check run, and nothing after it runs unless it passed.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../../composition/composition.mjs';
import { TESTS_CHECK } from '../ci/tests-verdict.mjs';
import { jobResults } from './job-runs.mjs';
import { expression, jobOf, PARTS, workflow } from './workflows.mjs';

const { jobs } = workflow('release-part.yml');
const waits = jobOf('release-part.yml', 'tests');

describe("release-part.yml's first job", () => {
  test('needs nothing, reads the check runs with a read-only token, and holds no credential', () => {
    expect(waits.needs).toBeUndefined();
    expect(waits.permissions).toEqual({ contents: 'read', checks: 'read' });
    expect(waits.environment).toBeUndefined();
    expect(JSON.stringify(waits)).not.toMatch(/secrets\.|id-token|configure-aws-credentials|npm /);
    const checkout = waits.steps?.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['persist-credentials']).toBe(false);
  });

  test("waits for this push's commit, an hour at most, within the job's own limit", () => {
    const step = waits.steps?.find((each) => each.run?.includes('wait-for-tests.mjs'));
    expect(step?.run).toBe(
      'node scripts/ci/wait-for-tests.mjs --repo "$REPO" --sha "$SHA" --minutes 60',
    );
    expect(step?.env).toEqual({
      GH_TOKEN: expression('github.token'),
      REPO: expression('github.repository'),
      SHA: expression('github.sha'),
    });
    expect(waits['timeout-minutes']).toBeGreaterThan(60);
  });

  test('each caller grants it checks: read', () => {
    for (const part of PARTS) {
      const caller = jobOf(`release-${part}.yml`, 'release');
      expect(caller.permissions).toMatchObject({ checks: 'read' });
    }
  });
});

describe('every other job waits for it', () => {
  test('through its needs, directly or through draft', () => {
    /** @param {string} name @returns {string[]} */
    const upstream = (name) =>
      [jobs[name]?.needs ?? []].flat().flatMap((need) => [need, ...upstream(need)]);
    for (const name of Object.keys(jobs).filter((each) => each !== 'tests'))
      expect(upstream(name), name).toContain('tests');
  });

  test.each([
    ['an ordinary push', { id: '' }, {}],
    ['a published draft', { id: 'abcdef123456' }, {}],
    [
      'a published draft whose promotion would be refused',
      { id: 'abcdef123456' },
      { refused: 'true' },
    ],
  ])('%s: tests failed, nothing after them runs', (_what, draft, promote) => {
    for (const result of ['failure', 'cancelled']) {
      const results = jobResults(jobs, {
        tests: { result },
        draft: { outputs: draft },
        promote: { outputs: promote },
      });
      const ran = Object.entries(results).filter(([, end]) => end !== 'skipped');
      expect(ran).toEqual([['tests', result]]);
    }
  });

  test('tests passed: an ordinary push is built, requested, composed and watched', () => {
    expect(jobResults(jobs, { draft: { outputs: { id: '' } } })).toEqual({
      tests: 'success',
      draft: 'success',
      promote: 'skipped',
      render: 'success',
      request: 'success',
      compose: 'success',
      watch: 'success',
    });
  });

  test('tests passed: a published draft is promoted and watched; refused, it is built instead', () => {
    const draft = { outputs: { id: 'abcdef123456' } };
    expect(jobResults(jobs, { draft })).toMatchObject({
      promote: 'success',
      render: 'skipped',
      watch: 'success',
    });
    expect(jobResults(jobs, { draft, promote: { outputs: { refused: 'true' } } })).toMatchObject({
      promote: 'success',
      render: 'success',
      compose: 'success',
    });
  });
});

describe('its step, run with a gh that answers from a file', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-release-waits-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const step = waits.steps?.find((each) => each.run?.includes('wait-for-tests.mjs'));

  /** The step's own script, its env as GitHub would set it, gh answering `conclusion`. @param {string} conclusion */
  function runStep(conclusion) {
    const bin = mkdtempSync(join(scratch, 'bin-'));
    const checkRuns = {
      check_runs: [
        {
          name: TESTS_CHECK,
          status: 'completed',
          conclusion,
          html_url: 'https://github.com/o/r/actions/runs/1',
          app: { slug: 'github-actions' },
        },
      ],
    };
    writeFileSync(join(bin, 'answer.json'), JSON.stringify(checkRuns));
    writeFileSync(join(bin, 'gh'), `#!/bin/sh\ncat "${bin}/answer.json"\n`);
    chmodSync(join(bin, 'gh'), 0o755);
    const run = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', step?.run ?? 'exit 99'], {
      cwd: ROOT,
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        GH_TOKEN: 'read-only',
        REPO: 'o/r',
        SHA: 'c'.repeat(40),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: run.status, said: run.stdout + run.stderr };
  }

  test('exits non-zero when the tests failed or were cancelled: the job fails, nothing is released', () => {
    for (const conclusion of ['failure', 'cancelled']) {
      const { status, said } = runStep(conclusion);
      expect(status).toBe(1);
      expect(said).toContain(`"Tests passed" ended ${conclusion}`);
    }
  });

  test('exits 0 when they passed (control)', () => {
    expect(runStep('success').status).toBe(0);
  });
});
