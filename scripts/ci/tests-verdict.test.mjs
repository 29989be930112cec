// @ts-check
// A release goes on only when the commit's "Tests passed" succeeded: a failed, cancelled or
// missing one refuses it, one still running is waited for (wait-for-tests.mjs, with a gh
// that answers from a file).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../../composition/composition.mjs';
import { TESTS_CHECK, testsVerdict, verdictAtTheLimit } from './tests-verdict.mjs';

/** A check run as GitHub's API gives it. @param {Partial<import('./tests-verdict.mjs').CheckRun>} [run] */
const checkRun = (run) => ({
  name: TESTS_CHECK,
  status: 'completed',
  conclusion: 'success',
  html_url: 'https://github.com/o/r/runs/1',
  app: { slug: 'github-actions' },
  ...run,
});

describe('the verdict on a commit’s check runs', () => {
  test('success: go', () => {
    expect(testsVerdict([checkRun()]).verdict).toBe('go');
  });

  test.each(['failure', 'cancelled', 'timed_out', 'action_required', 'skipped', 'neutral', null])(
    '%s: refused at once',
    (conclusion) => {
      const verdict = testsVerdict([checkRun({ conclusion })]);
      expect(verdict.verdict).toBe('refuse');
      expect(verdict.reason).toContain(String(conclusion ?? 'without a conclusion'));
    },
  );

  test.each(['queued', 'in_progress', 'waiting', 'pending'])('%s: wait', (status) => {
    expect(testsVerdict([checkRun({ status, conclusion: null })])).toEqual({
      verdict: 'wait',
      reason: `"${TESTS_CHECK}" is ${status}`,
    });
  });

  test('none yet: wait, then refused when the time is up', () => {
    const verdict = testsVerdict([]);
    expect(verdict.verdict).toBe('wait');
    expect(verdictAtTheLimit(verdict, 60)).toEqual({
      verdict: 'refuse',
      reason: `no "${TESTS_CHECK}" check run yet after 60 minutes`,
    });
  });

  test("another check's success, or one of the same name from another app, is not the tests'", () => {
    expect(testsVerdict([checkRun({ name: 'Unit tests' })]).verdict).toBe('wait');
    expect(testsVerdict([checkRun({ app: { slug: 'someone-else' } })]).verdict).toBe('wait');
  });

  test('two runs of the commit (the merge queue and the push): any failure refuses, any running waits', () => {
    const passed = checkRun();
    expect(testsVerdict([passed, checkRun({ conclusion: 'failure' })]).verdict).toBe('refuse');
    expect(
      testsVerdict([passed, checkRun({ status: 'in_progress', conclusion: null })]).verdict,
    ).toBe('wait');
    expect(testsVerdict([passed, checkRun()]).verdict).toBe('go');
  });
});

describe('wait-for-tests.mjs, asking a gh that answers from a file', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-wait-for-tests-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const sha = 'a'.repeat(40);

  /** Runs it with gh answering `answer` (a check-runs object), or failing when it is null. */
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

  test('asks for the commit’s check runs of that name', () => {
    const { asked } = waitFor({ check_runs: [checkRun()] }, []);
    expect(asked[0]).toBe(
      `api repos/o/r/commits/${sha}/check-runs?check_name=Tests%20passed&per_page=100`,
    );
  });

  test('exits 0 when they passed, 1 when they failed', () => {
    expect(waitFor({ check_runs: [checkRun()] }, []).status).toBe(0);
    const failed = waitFor({ check_runs: [checkRun({ conclusion: 'failure' })] }, []);
    expect(failed.status).toBe(1);
    expect(failed.said).toContain(`no release of ${sha}: "Tests passed" ended failure`);
  });

  test('keeps asking while they run, and refuses when the time is up', () => {
    const running = waitFor(
      { check_runs: [checkRun({ status: 'in_progress', conclusion: null })] },
      ['--minutes', '0.005', '--every', '0.1'],
    );
    expect(running.status).toBe(1);
    expect(running.asked.length).toBeGreaterThan(1);
    expect(running.said).toContain('"Tests passed" is in_progress after 0.005 minutes');
  });

  test('refuses when there are none, or GitHub never answers, by the time limit', () => {
    const none = waitFor({ check_runs: [] }, ['--minutes', '0', '--every', '0.1']);
    expect(none.status).toBe(1);
    expect(none.said).toContain('no "Tests passed" check run yet after 0 minutes');
    const silent = waitFor(null, ['--minutes', '0', '--every', '0.1']);
    expect(silent.status).toBe(1);
    expect(silent.said).toContain('GitHub did not answer');
  });
});
