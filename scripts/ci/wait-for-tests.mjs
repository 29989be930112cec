#!/usr/bin/env node
// @ts-check
// release-part.yml's first job: waits for the push run of tests.yml on main for the commit
// and exits 0 when it succeeded, 1 when it failed, was cancelled, or is still missing or
// running when the time is up (tests-verdict.mjs). It asks the Actions API through gh, with
// the job's read-only token (GH_TOKEN, actions: read): a workflow run's event, branch and
// file are GitHub's, where a check run's name is whatever its sender wrote.
//   node scripts/ci/wait-for-tests.mjs --repo <owner/name> --sha <commit> [--minutes 60] [--every 30]
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { testsRunsPath, testsVerdict, verdictAtTheLimit } from './tests-verdict.mjs';

/** @import { Verdict } from './tests-verdict.mjs' */

const { values } = parseArgs({
  options: {
    repo: { type: 'string' },
    sha: { type: 'string' },
    minutes: { type: 'string', default: '60' },
    every: { type: 'string', default: '30' },
  },
});
const minutes = Number(values.minutes);
const every = Number(values.every);
if (
  !/^[\w.-]+\/[\w.-]+$/.test(values.repo ?? '') ||
  !/^[0-9a-f]{40}$/.test(values.sha ?? '') ||
  !(minutes >= 0 && every > 0)
) {
  console.error(
    'usage: wait-for-tests.mjs --repo <owner/name> --sha <40 hex> [--minutes M] [--every S]',
  );
  process.exit(2);
}

const commit = { repo: values.repo ?? '', sha: values.sha ?? '' };

/** tests.yml's runs of the commit, as gh answers; an unanswered ask is a wait. @returns {Verdict} */
function verdictNow() {
  try {
    const answer = execFileSync('gh', ['api', testsRunsPath(commit.repo, commit.sha)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const runs = JSON.parse(answer).workflow_runs;
    return testsVerdict(Array.isArray(runs) ? runs : [], commit);
  } catch (error) {
    return { verdict: 'wait', reason: `GitHub did not answer (${String(error).split('\n')[0]})` };
  }
}

const deadline = Date.now() + minutes * 60_000;
let verdict = verdictNow();
while (verdict.verdict === 'wait' && Date.now() < deadline) {
  console.log(`waiting: ${verdict.reason}`);
  await sleep(every * 1000);
  verdict = verdictNow();
}
verdict = verdictAtTheLimit(verdict, minutes);
if (verdict.verdict === 'go') {
  console.log(`${values.sha}: ${verdict.reason}`);
} else {
  console.error(`::error::no release of ${values.sha}: ${verdict.reason}`);
  process.exit(1);
}
