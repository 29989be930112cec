// @ts-check
// A release waits for the commit's tests (issue 54): release-part.yml's first job reads the
// push run of tests.yml on main for the commit through the Actions API (not a check run,
// which any workflow with checks: write can name "Tests passed"), and nothing after it runs
// unless that run passed.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { afterAll, describe, expect, test } from 'vitest';
import { TESTS_BRANCH, TESTS_EVENT, TESTS_WORKFLOW } from '../ci/tests-verdict.mjs';
import { jobResults } from './job-runs.mjs';
import { COMMIT_LOOKUP_ENV, jobOf, PARTS, workflow } from './workflows.mjs';

const { jobs } = workflow('release-part.yml');
const waits = jobOf('release-part.yml', 'tests');

describe("release-part.yml's first job", () => {
  test('needs nothing, reads the workflow runs with a read-only token, and holds no credential', () => {
    expect(waits.needs).toBeUndefined();
    expect(waits.permissions).toEqual({ contents: 'read', actions: 'read' });
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
    expect(step?.env).toEqual(COMMIT_LOOKUP_ENV);
    expect(waits['timeout-minutes']).toBeGreaterThan(60);
  });

  test('each caller grants actions: read, and exactly what the jobs ask for (no checks: read left)', () => {
    /** @type {Record<string, string>} */
    const asked = {};
    for (const job of Object.values(jobs))
      for (const [scope, level] of Object.entries(
        /** @type {Record<string, string>} */ (job.permissions ?? {}),
      ))
        if (asked[scope] !== 'write') asked[scope] = level;
    expect(asked).toMatchObject({ actions: 'read' });
    for (const part of PARTS) {
      const caller = jobOf(`release-${part}.yml`, 'release');
      expect(caller.permissions, part).toEqual(asked);
    }
  });

  test('what it waits for exists: tests.yml, run on every push to main', () => {
    const tests = workflow(TESTS_WORKFLOW.split('/').pop() ?? '');
    expect(tests.on[TESTS_EVENT]).toEqual({ branches: [TESTS_BRANCH] });
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
      'promote-plan': 'skipped',
      'promote-pages': 'skipped',
      promote: 'skipped',
      render: 'success',
      attest: 'success',
      request: 'success',
      'compose-plan': 'success',
      'compose-pages': 'success',
      compose: 'success',
      'watch-plan': 'success',
      'watch-pages': 'success',
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
    // Refused in its plan already: no pages composed, nothing promoted, built instead.
    expect(
      jobResults(jobs, { draft, 'promote-plan': { outputs: { refused: 'true' } } }),
    ).toMatchObject({
      'promote-pages': 'skipped',
      promote: 'skipped',
      render: 'success',
      compose: 'success',
      watch: 'success',
    });
  });
});

describe('its step, run with a gh that answers from a file', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-release-waits-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const step = waits.steps?.find((each) => each.run?.includes('wait-for-tests.mjs'));

  const sha = 'c'.repeat(40);

  /**
   * The step's own script, its env as GitHub would set it, gh answering main's push run of
   * tests.yml for the commit, ended `conclusion`.
   * @param {string} conclusion
   */
  function runStep(conclusion) {
    const bin = mkdtempSync(join(scratch, 'bin-'));
    const workflowRuns = {
      total_count: 1,
      workflow_runs: [
        {
          id: 1,
          run_number: 7,
          run_attempt: 1,
          event: TESTS_EVENT,
          head_branch: TESTS_BRANCH,
          head_sha: sha,
          path: TESTS_WORKFLOW,
          status: 'completed',
          conclusion,
          created_at: '2025-01-01T10:00:00Z',
          html_url: 'https://github.com/o/r/actions/runs/1',
          repository: { full_name: 'o/r' },
          head_repository: { full_name: 'o/r' },
        },
      ],
    };
    writeFileSync(join(bin, 'answer.json'), JSON.stringify(workflowRuns));
    writeFileSync(
      join(bin, 'gh'),
      `#!/bin/sh\necho "$@" >> "${bin}/asked"\ncat "${bin}/answer.json"\n`,
    );
    chmodSync(join(bin, 'gh'), 0o755);
    const run = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', step?.run ?? 'exit 99'], {
      cwd: ROOT,
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        GH_TOKEN: 'read-only',
        REPO: 'o/r',
        SHA: sha,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const asked = readFileSync(join(bin, 'asked'), 'utf8').trim().split('\n');
    return { status: run.status, said: run.stdout + run.stderr, asked };
  }

  test('asks the Actions API for the push runs of tests.yml on main for this commit', () => {
    expect(runStep('success').asked).toEqual([
      `api repos/o/r/actions/workflows/tests.yml/runs?head_sha=${sha}&event=push&branch=main&per_page=100`,
    ]);
  });

  test('exits non-zero when the tests failed or were cancelled: the job fails, nothing is released', () => {
    for (const conclusion of ['failure', 'cancelled']) {
      const { status, said } = runStep(conclusion);
      expect(status).toBe(1);
      expect(said).toContain(`ended ${conclusion}`);
    }
  });

  test('exits 0 when they passed (control)', () => {
    expect(runStep('success').status).toBe(0);
  });
});
