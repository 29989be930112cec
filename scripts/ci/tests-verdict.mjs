// @ts-check
// May a release go on? Read from the Actions API's workflow runs of tests.yml for the commit
// (GET repos/<repo>/actions/workflows/tests.yml/runs), not from its check runs: any workflow
// of the repository with `checks: write` (a same-repository pull request's, which its author
// edits) can create a check run named "Tests passed" on main's commit, from the same GitHub
// Actions app. A workflow run's event, branch, commit and file are GitHub's, not the
// sender's: a push to main runs the tests.yml of the pushed commit itself, which no pull
// request changes, and a pull request's runs have the event pull_request. So only a push run
// of tests.yml on main, in this repository, for this very commit counts.
//
// The run's conclusion is at least as strict as "Tests passed": that job always runs and the
// run succeeds only when every job succeeded or was skipped. A failed, cancelled or timed-out
// run refuses at once; one still running, or none yet (tests.yml runs on the same push as the
// release), is waited for. When several runs match (the same commit pushed to main again)
// the newest counts: a re-run is the same run with a higher run_attempt, which GitHub lists
// in its place.

/** The tests workflow's last job: the one check main's protection requires. The release does not read it (anyone with checks: write can write one of that name). */
export const TESTS_CHECK = 'Tests passed';
/** The workflow whose push run on main the release waits for, as the API's `path` gives it. */
export const TESTS_WORKFLOW = '.github/workflows/tests.yml';
export const TESTS_EVENT = 'push';
export const TESTS_BRANCH = 'main';

/**
 * @typedef {{ full_name?: string } | null} Repository
 * @typedef {{ id?: number, run_number?: number, run_attempt?: number, event?: string, head_branch?: string | null, head_sha?: string, path?: string, status?: string | null, conclusion?: string | null, created_at?: string, html_url?: string, repository?: Repository, head_repository?: Repository }} WorkflowRun
 * @typedef {{ verdict: 'go' | 'wait' | 'refuse', reason: string }} Verdict
 */

/**
 * What the wait asks gh for. The filters spare bytes; testsVerdict checks each field again,
 * so a filter the API ignored lets nothing through.
 * @param {string} repo owner/name @param {string} sha
 */
export function testsRunsPath(repo, sha) {
  const workflow = TESTS_WORKFLOW.split('/').pop();
  return `repos/${repo}/actions/workflows/${workflow}/runs?head_sha=${sha}&event=${TESTS_EVENT}&branch=${TESTS_BRANCH}&per_page=100`;
}

/**
 * Main's own tests of this commit: a push run of tests.yml on main, here.
 * @param {WorkflowRun} run @param {{ repo: string, sha: string }} commit
 */
export function isMainsTestsRun(run, { repo, sha }) {
  // Repository names are case-insensitive on GitHub; every other field is compared exactly.
  const here = (/** @type {Repository | undefined} */ of) =>
    typeof of?.full_name === 'string' && of.full_name.toLowerCase() === repo.toLowerCase();
  return (
    run.event === TESTS_EVENT &&
    run.head_branch === TESTS_BRANCH &&
    run.head_sha === sha &&
    run.path === TESTS_WORKFLOW &&
    here(run.repository) &&
    here(run.head_repository)
  );
}

/** Newest first: by created_at, then run_attempt, then id. @param {WorkflowRun} a @param {WorkflowRun} b */
const newestFirst = (a, b) =>
  (Date.parse(b.created_at ?? '') || 0) - (Date.parse(a.created_at ?? '') || 0) ||
  (b.run_attempt ?? 0) - (a.run_attempt ?? 0) ||
  (b.id ?? 0) - (a.id ?? 0);

/**
 * @param {readonly WorkflowRun[]} workflowRuns as the API lists them, whatever they are
 * @param {{ repo: string, sha: string }} commit the repository (owner/name) and the commit to release
 * @returns {Verdict}
 */
export function testsVerdict(workflowRuns, commit) {
  const runs = workflowRuns.filter((run) => isMainsTestsRun(run, commit));
  const ignored = workflowRuns.length - runs.length;
  const newest = [...runs].sort(newestFirst)[0];
  if (!newest) {
    const others = ignored > 0 ? ` (${ignored} other run${ignored > 1 ? 's' : ''} ignored)` : '';
    return {
      verdict: 'wait',
      reason: `no push run of tests.yml on main for the commit yet${others}`,
    };
  }
  const run = `tests.yml's run #${newest.run_number ?? '?'} (attempt ${newest.run_attempt ?? '?'}, ${newest.html_url ?? 'no link'})`;
  if (newest.status !== 'completed')
    return { verdict: 'wait', reason: `${run} is ${newest.status ?? 'without a status'}` };
  if (newest.conclusion !== 'success')
    return {
      verdict: 'refuse',
      reason: `${run} ended ${newest.conclusion ?? 'without a conclusion'}`,
    };
  return { verdict: 'go', reason: `${run} succeeded` };
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
