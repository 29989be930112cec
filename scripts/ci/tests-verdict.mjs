// @ts-check
// May a release go on? Read from a commit's check runs (GitHub's REST API, `check_runs`):
// the tests workflow's last job, "Tests passed" (tests.yml), must have succeeded. A failed,
// cancelled or timed-out one refuses at once; one still running, or none yet (tests.yml
// runs on the same push as the release), is waited for; GitHub Actions' own runs alone count.

/** The tests workflow's verdict, the check main's protection requires. */
export const TESTS_CHECK = 'Tests passed';

/**
 * @typedef {{ name?: string, status?: string, conclusion?: string | null, html_url?: string, app?: { slug?: string } | null }} CheckRun
 * @typedef {{ verdict: 'go' | 'wait' | 'refuse', reason: string }} Verdict
 */

/**
 * @param {readonly CheckRun[]} checkRuns the commit's, any name, any app
 * @returns {Verdict}
 */
export function testsVerdict(checkRuns) {
  const runs = checkRuns.filter(
    (run) => run.name === TESTS_CHECK && run.app?.slug === 'github-actions',
  );
  const ended = runs.filter((run) => run.status === 'completed');
  const failed = ended.find((run) => run.conclusion !== 'success');
  if (failed) {
    return {
      verdict: 'refuse',
      reason: `"${TESTS_CHECK}" ended ${failed.conclusion ?? 'without a conclusion'} (${failed.html_url ?? 'no link'})`,
    };
  }
  if (runs.length === 0) return { verdict: 'wait', reason: `no "${TESTS_CHECK}" check run yet` };
  const running = runs.find((run) => run.status !== 'completed');
  if (running) return { verdict: 'wait', reason: `"${TESTS_CHECK}" is ${running.status}` };
  return { verdict: 'go', reason: `"${TESTS_CHECK}" succeeded` };
}

/**
 * The verdict once the time to wait is up: still waiting is a refusal.
 * @param {Verdict} verdict @param {number} minutes
 * @returns {Verdict}
 */
export function verdictAtTheLimit(verdict, minutes) {
  if (verdict.verdict !== 'wait') return verdict;
  return { verdict: 'refuse', reason: `${verdict.reason} after ${minutes} minutes` };
}
