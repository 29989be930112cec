// @ts-check
// A release goes on only when main's own push run of tests.yml for the commit succeeded: a
// failed, cancelled or missing one refuses it, one still running is waited for, and a run
// anyone else can make (a pull request's, another workflow file's, another repository's,
// branch's or commit's) never counts (wait-for-tests.mjs, with a gh that answers from a file).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { afterAll, describe, expect, test } from 'vitest';
import {
  isMainsTestsRun,
  TESTS_CHECK,
  TESTS_WORKFLOW,
  testsRunsPath,
  testsVerdict,
  verdictAtTheLimit,
} from './tests-verdict.mjs';

/** @import { WorkflowRun } from './tests-verdict.mjs' */

const sha = 'a'.repeat(40);
const commit = { repo: 'o/r', sha };

/** Main's push run of tests.yml for the commit, passed, as the API lists it. @param {Partial<WorkflowRun>} [run] @returns {WorkflowRun} */
const workflowRun = (run) => ({
  id: 1,
  run_number: 7,
  run_attempt: 1,
  event: 'push',
  head_branch: 'main',
  head_sha: sha,
  path: TESTS_WORKFLOW,
  status: 'completed',
  conclusion: 'success',
  created_at: '2025-01-01T10:00:00Z',
  html_url: 'https://github.com/o/r/actions/runs/1',
  repository: { full_name: 'o/r' },
  head_repository: { full_name: 'o/r' },
  ...run,
});

/** Runs anyone who may push a branch or open a pull request can make pass on main's commit. */
const forged = /** @type {[string, Partial<WorkflowRun>][]} */ ([
  ['a pull request’s run (its author edits its tests.yml)', { event: 'pull_request' }],
  ['a pull_request_target run', { event: 'pull_request_target' }],
  ['a merge queue’s run', { event: 'merge_group' }],
  ['a dispatched run', { event: 'workflow_dispatch' }],
  ['another workflow file', { path: '.github/workflows/forged.yml' }],
  ['a path with more to it', { path: `${TESTS_WORKFLOW}@refs/heads/feature` }],
  ['another branch', { head_branch: 'feature' }],
  ['another commit', { head_sha: 'b'.repeat(40) }],
  ['another repository', { repository: { full_name: 'fork/r' } }],
  ['a fork’s head', { head_repository: { full_name: 'fork/r' } }],
  ['no repository named', { repository: null, head_repository: undefined }],
]);

describe('the verdict on the runs of tests.yml for a commit', () => {
  test('main’s push run passed: go', () => {
    expect(testsVerdict([workflowRun()], commit)).toEqual({
      verdict: 'go',
      reason: "tests.yml's run #7 (attempt 1, https://github.com/o/r/actions/runs/1) succeeded",
    });
  });

  test.each([
    'failure',
    'cancelled',
    'timed_out',
    'action_required',
    'startup_failure',
    'stale',
    'skipped',
    'neutral',
    null,
  ])('%s: refused at once', (conclusion) => {
    const verdict = testsVerdict([workflowRun({ conclusion })], commit);
    expect(verdict.verdict).toBe('refuse');
    expect(verdict.reason).toContain(`ended ${conclusion ?? 'without a conclusion'}`);
  });

  test.each(['requested', 'queued', 'in_progress', 'waiting', 'pending'])('%s: wait', (status) => {
    expect(testsVerdict([workflowRun({ status, conclusion: null })], commit)).toEqual({
      verdict: 'wait',
      reason: `tests.yml's run #7 (attempt 1, https://github.com/o/r/actions/runs/1) is ${status}`,
    });
  });

  test('none yet: wait, then refused when the time is up', () => {
    const verdict = testsVerdict([], commit);
    expect(verdict.verdict).toBe('wait');
    expect(verdictAtTheLimit(verdict, 60)).toEqual({
      verdict: 'refuse',
      reason: 'no push run of tests.yml on main for the commit yet after 60 minutes',
    });
  });

  test('the repository’s name in any case is the repository (GitHub’s names ignore case)', () => {
    expect(testsVerdict([workflowRun()], { repo: 'O/R', sha }).verdict).toBe('go');
  });

  test.each(forged)('a passed run that is %s does not count', (_what, change) => {
    const run = workflowRun(change);
    expect(isMainsTestsRun(run, commit)).toBe(false);
    const alone = testsVerdict([run], commit);
    expect(alone).toEqual({
      verdict: 'wait',
      reason: 'no push run of tests.yml on main for the commit yet (1 other run ignored)',
    });
    expect(verdictAtTheLimit(alone, 60).verdict).toBe('refuse');
    // Beside main's own run, it changes nothing: that run's verdict stands.
    const running = workflowRun({ status: 'in_progress', conclusion: null });
    expect(testsVerdict([run, running], commit).verdict).toBe('wait');
    expect(testsVerdict([run, workflowRun({ conclusion: 'failure' })], commit).verdict).toBe(
      'refuse',
    );
  });

  test('control: the check run a pull request’s workflow can write on main’s commit passed the old reading', () => {
    // The rule this file replaces (a check run named "Tests passed" from GitHub Actions' app,
    // succeeded), against what a same-repository pull request's workflow with checks: write
    // creates: POST repos/o/r/check-runs { name: "Tests passed", head_sha: main's commit }.
    /** @param {{ name?: string, status?: string, conclusion?: string, app?: { slug?: string } }[]} checkRuns */
    const oldReading = (checkRuns) =>
      checkRuns.some(
        (run) =>
          run.name === TESTS_CHECK &&
          run.app?.slug === 'github-actions' &&
          run.status === 'completed' &&
          run.conclusion === 'success',
      );
    const forgedCheck = {
      name: TESTS_CHECK,
      status: 'completed',
      conclusion: 'success',
      app: { slug: 'github-actions' },
    };
    expect(oldReading([forgedCheck])).toBe(true);
    // The workflow run that wrote it is a pull request's: the new reading does not take it.
    const itsRun = workflowRun({ event: 'pull_request', head_branch: 'feature' });
    expect(verdictAtTheLimit(testsVerdict([itsRun], commit), 60).verdict).toBe('refuse');
  });

  test('several runs of the commit on main (pushed again): the newest counts', () => {
    const older = { id: 1, created_at: '2025-01-01T10:00:00Z' };
    const newer = { id: 2, created_at: '2025-01-01T11:00:00Z' };
    const failed = { conclusion: 'failure' };
    const running = { status: 'in_progress', conclusion: null };
    const verdict = (/** @type {WorkflowRun[]} */ ...runs) => testsVerdict(runs, commit).verdict;
    expect(verdict(workflowRun({ ...older, ...failed }), workflowRun(newer))).toBe('go');
    expect(verdict(workflowRun(newer), workflowRun({ ...older, ...failed }))).toBe('go');
    expect(verdict(workflowRun(older), workflowRun({ ...newer, ...failed }))).toBe('refuse');
    expect(verdict(workflowRun(older), workflowRun({ ...newer, ...running }))).toBe('wait');
  });

  test('the same run listed at two attempts: the later attempt counts', () => {
    const first = workflowRun({ run_attempt: 1, conclusion: 'failure' });
    const rerun = workflowRun({ run_attempt: 2 });
    expect(testsVerdict([first, rerun], commit).verdict).toBe('go');
    expect(testsVerdict([rerun, first], commit).reason).toContain('attempt 2');
    const rerunning = workflowRun({ run_attempt: 2, status: 'queued', conclusion: null });
    expect(testsVerdict([workflowRun(), rerunning], commit).verdict).toBe('wait');
  });
});

describe('wait-for-tests.mjs, asking a gh that answers from a file', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-wait-for-tests-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Runs it with gh answering `answer` (a workflow-runs object), or failing when it is null. */
  function waitFor(/** @type {unknown} */ answer, /** @type {string[]} */ limits) {
    const bin = mkdtempSync(join(scratch, 'bin-'));
    writeFileSync(join(bin, 'answer.json'), JSON.stringify(answer));
    writeFileSync(
      join(bin, 'gh'),
      `#!/bin/sh\necho "$@" >> "${bin}/asked"\n${answer === null ? 'exit 1' : `cat "${bin}/answer.json"`}\n`,
    );
    chmodSync(join(bin, 'gh'), 0o755);
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/ci/wait-for-tests.mjs'), '--repo', 'o/r', '--sha', sha, ...limits],
      { env: { PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8' },
    );
    const asked = readFileSync(join(bin, 'asked'), 'utf8').trim().split('\n');
    return { status: run.status, said: run.stdout + run.stderr, asked };
  }

  test('asks the Actions API for tests.yml’s push runs of the commit on main', () => {
    const { asked } = waitFor({ workflow_runs: [workflowRun()] }, []);
    expect(asked[0]).toBe(
      `api repos/o/r/actions/workflows/tests.yml/runs?head_sha=${sha}&event=push&branch=main&per_page=100`,
    );
    expect(asked[0]).toBe(`api ${testsRunsPath('o/r', sha)}`);
  });

  test('exits 0 when main’s run passed, 1 when it failed', () => {
    expect(waitFor({ workflow_runs: [workflowRun()] }, []).status).toBe(0);
    const failed = waitFor({ workflow_runs: [workflowRun({ conclusion: 'failure' })] }, []);
    expect(failed.status).toBe(1);
    expect(failed.said).toContain(`no release of ${sha}: tests.yml's run #7`);
    expect(failed.said).toContain('ended failure');
  });

  test('a pull request’s passed run alone: waits, and refuses when the time is up', () => {
    const pr = waitFor({ workflow_runs: [workflowRun({ event: 'pull_request' })] }, [
      '--minutes',
      '0',
      '--every',
      '0.1',
    ]);
    expect(pr.status).toBe(1);
    expect(pr.said).toContain('no push run of tests.yml on main for the commit yet');
  });

  test('keeps asking while it runs, and refuses when the time is up', () => {
    const running = waitFor(
      { workflow_runs: [workflowRun({ status: 'in_progress', conclusion: null })] },
      ['--minutes', '0.005', '--every', '0.1'],
    );
    expect(running.status).toBe(1);
    expect(running.asked.length).toBeGreaterThan(1);
    expect(running.said).toContain('is in_progress after 0.005 minutes');
  });

  test('refuses when there is none, or GitHub never answers, by the time limit', () => {
    const none = waitFor({ total_count: 0, workflow_runs: [] }, [
      '--minutes',
      '0',
      '--every',
      '0.1',
    ]);
    expect(none.status).toBe(1);
    expect(none.said).toContain(
      'no push run of tests.yml on main for the commit yet after 0 minutes',
    );
    const silent = waitFor(null, ['--minutes', '0', '--every', '0.1']);
    expect(silent.status).toBe(1);
    expect(silent.said).toContain('GitHub did not answer');
  });

  test('an answer of another shape (the old check runs) is no pass', () => {
    const old = waitFor(
      {
        check_runs: [
          {
            name: TESTS_CHECK,
            status: 'completed',
            conclusion: 'success',
            app: { slug: 'github-actions' },
          },
        ],
      },
      ['--minutes', '0', '--every', '0.1'],
    );
    expect(old.status).toBe(1);
  });
});
