// @ts-check
// Every job that builds or releases first lets bubblewrap make its walls.
import { describe, expect, test } from 'vitest';
import { allJobs, runsOf } from './workflows.mjs';

/** Code of the release engine or a part's build: what runs behind bubblewrap's walls. */
// The watch too: the rollback it may make recomposes the site with the parts' render builds.
// A smoke run's report recorded (--report) runs no browser and no part: no walls needed.
// The tests workflow's stages that build: the test site's deploy (in each job that may do it
// again), the engine's unit tests, the release project's browser tests, the other identity's
// shell release.
const RELEASE_CODE =
  /release\/cli\/(?:release|compose|smoke|watch|build)\.mjs|npm run (?:build|compose|deploy|smoke(?![^\n]*--report)|release|watch)\b|release-changed\.mjs(?![^\n]*--dry-run)|test-other-identity\.mjs|test-affected\.mjs[^\n]*--stage (?:unit|deploy|browser|identity)\b/;
const WALLS = [
  'sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0',
  'sudo apt-get install -y bubblewrap',
];

describe('the walls', () => {
  const releasing = allJobs.filter(({ job }) => runsOf(job).some((run) => RELEASE_CODE.test(run)));

  test('the jobs that build or release are the ones expected', () => {
    expect(releasing.map(({ file, name }) => `${file}: ${name}`).sort()).toEqual([
      'draft-preview.yml: preview',
      'draft-preview.yml: render',
      'release-part.yml: compose',
      'release-part.yml: promote',
      'release-part.yml: render',
      'release-part.yml: request',
      'release-part.yml: watch',
      'tests.yml: browser',
      'tests.yml: deploy',
      'tests.yml: identity',
      'tests.yml: nginx',
      'tests.yml: unit',
    ]);
  });

  test.each(releasing.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
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
