// @ts-check
// Every job that builds or composes a team's code first lets bubblewrap make its walls, and
// holds no credential; no job that holds one opens them (decision 027): it has nothing to
// run behind them, and its engine refuses to start a team's code.
import { describe, expect, test } from 'vitest';
import { allJobs, holdsCredential, jobName, jobNames, runsOf } from './workflows.mjs';

/** @import { Job } from './workflows.mjs' */

/** Code of the release engine or a part's build: what runs behind bubblewrap's walls. */
// A smoke run's report recorded (--report) runs no browser and no part: no walls needed.
// The tests workflow's stages that build: the test site's deploy (in each job that may do it
// again), the engine's unit tests, the release project's browser tests, the other identity's
// shell release.
const RELEASE_CODE =
  /release\/cli\/(?:release|compose|compose-planned|rollback|smoke|watch|build)\.mjs|npm run (?:build|compose|deploy|smoke(?![^\n]*--report)|release|watch)\b|release-changed\.mjs(?![^\n]*--dry-run)|test-other-identity\.mjs|test-affected\.mjs[^\n]*--stage (?:unit|deploy|browser|identity)\b/;
const WALLS = [
  'sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0',
  'sudo apt-get install -y bubblewrap',
];
/** A step that opens the walls, starts a browser, builds or composes a team's code, as root or not. */
const TEAM_CODE =
  /bubblewrap|apparmor_restrict_unprivileged_userns|\bsudo\b|platform\/release\/cli\/(?:build|compose-planned)\.mjs|npm run (?:build|deploy|dev|start)\b|playwright|--browser-only|--skip-build|--trust-local-builds/;
/** The engine's commands that compose, as a job with a key must run them: the pages as data or a plan. */
const COMPOSING =
  /platform\/release\/cli\/(?:release|rollback)\.mjs|npm run (?:compose|watch|release)\b|platform\/release\/cli\/(?:compose|watch)\.mjs/;

describe('the walls', () => {
  const walled = allJobs.filter(
    ({ job }) => !holdsCredential(job) && runsOf(job).some((run) => RELEASE_CODE.test(run)),
  );

  test('the jobs that build or compose are the ones expected, and hold no credential', () => {
    expect(jobNames(walled)).toEqual([
      'compose-walled.yml: compose',
      'draft-preview.yml: render',
      'release-part.yml: render',
      'tests.yml: browser',
      'tests.yml: deploy',
      'tests.yml: identity',
      'tests.yml: nginx',
      'tests.yml: unit',
    ]);
  });

  test.each(walled.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
    '%s opens them before it runs any release code',
    (_name, job) => {
      const runs = runsOf(job);
      const walls = runs.findIndex((run) => WALLS.every((line) => run.includes(line)));
      const first = runs.findIndex((run) => RELEASE_CODE.test(run) || run.startsWith('npm ci'));
      expect(walls).toBeGreaterThanOrEqual(0);
      expect(walls).toBeLessThan(first);
    },
  );
});

/**
 * What is wrong with a workflow's jobs that hold a credential: each step that opens the
 * walls, builds, composes or renders a team's code, or runs a composing command that would
 * compose here (without --composed or --plan-compositions), by `job: step`.
 * @param {Record<string, Job>} jobs
 */
function credentialedTeamCode(jobs) {
  return Object.entries(jobs)
    .filter(([, job]) => job.steps && holdsCredential(job))
    .flatMap(([name, job]) =>
      runsOf(job)
        .filter(
          (run) =>
            TEAM_CODE.test(run) ||
            (COMPOSING.test(run) &&
              !/--composed |--plan-compositions |--request --from-build /.test(run)),
        )
        .map((run) => `${name}: ${run.split('\n')[0]}`),
    );
}

describe('no job that holds a credential starts the walls, a render, a build or a browser', () => {
  test('in any workflow', () => {
    const jobs = Object.fromEntries(
      allJobs.map(({ file, name, job }) => [`${file}: ${name}`, job]),
    );
    expect(credentialedTeamCode(jobs)).toEqual([]);
  });

  test('control: the same jobs composing here, or opening the walls, are each found', () => {
    const credentialed = allJobs.filter(({ job }) => job.steps && holdsCredential(job));
    /** Each job as it was before decision 027: its command composing here, then the walls first. */
    const composingHere = Object.fromEntries(
      credentialed.map(({ file, name, job }) => [
        `${file}: ${name}`,
        {
          ...job,
          steps: (job.steps ?? []).map((step) =>
            step.run
              ? { ...step, run: step.run.replace(/--(?:composed|plan-compositions) /g, '--x ') }
              : step,
          ),
        },
      ]),
    );
    const walled = Object.fromEntries(
      credentialed.map(({ file, name, job }) => [
        `${file}: ${name}`,
        { ...job, steps: [{ run: WALLS.join('\n') }, ...(job.steps ?? [])] },
      ]),
    );
    const composers = credentialed
      .filter(({ job }) => runsOf(job).some((run) => /--composed |--plan-compositions /.test(run)))
      .map(jobName);
    expect(composers.length).toBe(8);
    expect(
      new Set(
        credentialedTeamCode(composingHere).map((line) => line.split(': ').slice(0, 2).join(': ')),
      ),
    ).toEqual(new Set(composers));
    expect(
      new Set(credentialedTeamCode(walled).map((line) => line.split(': ').slice(0, 2).join(': '))),
    ).toEqual(new Set(credentialed.map(jobName)));
  });
});
