// @ts-check
// Which jobs hold a credential, and that none of them runs code a team brought.
import { describe, expect, test } from 'vitest';
import { allJobs, holdsCredential, jobNames, runsOf, workflow } from './workflows.mjs';

/** @import { Job } from './workflows.mjs' */

/** release-part.yml's jobs in a protected environment, in order: each holds a cloud role. */
const RELEASE_PART_ENVIRONMENTS = [
  'release-part.yml: compose',
  'release-part.yml: compose-plan',
  'release-part.yml: promote',
  'release-part.yml: promote-plan',
  'release-part.yml: request',
  'release-part.yml: watch',
  'release-part.yml: watch-plan',
];

describe('the render jobs hold no credential', () => {
  const renders = [
    workflow('release-part.yml').jobs.render,
    workflow('draft-preview.yml').jobs.render,
  ];

  test.each(renders.map((job, index) => [index, job]))(
    'render job %#: read-only, no secret, no environment',
    (_index, job) => {
      expect(job.permissions).toEqual({ contents: 'read' });
      expect(job.environment).toBeUndefined();
      const text = JSON.stringify(job);
      expect(text).not.toMatch(/secrets\.|github\.token|id-token/);
      expect(text).not.toContain('configure-aws-credentials');
      const checkout = job.steps?.find((step) => step.uses?.startsWith('actions/checkout@'));
      expect(checkout?.with?.['persist-credentials']).toBe(false);
    },
  );

  test('only a job in a protected environment holds a secret or a cloud role', () => {
    const holding = allJobs.filter(({ job }) =>
      /secrets\.|configure-aws-credentials/.test(JSON.stringify(job.steps ?? [])),
    );
    expect(jobNames(holding)).toEqual([
      'draft-preview.yml: preview',
      'draft-preview.yml: preview-plan',
      'draft-preview.yml: record',
      ...RELEASE_PART_ENVIRONMENTS,
    ]);
    for (const { job } of holding) expect(job.environment).toBeTruthy();
  });
});

describe('no job that holds a credential runs code a team brought (issue 44)', () => {
  // A caller (release-<part>.yml) runs no step of its own: release-part.yml's jobs do.
  const credentialed = allJobs.filter(({ job }) => job.steps && holdsCredential(job));
  const installs = (/** @type {Job} */ job) =>
    runsOf(job).filter((run) => /\bnpm (?:ci|install|i)\b/.test(run));

  test('the jobs with a credential are the ones expected', () => {
    expect(jobNames(credentialed)).toEqual([
      'compose-walled.yml: attest',
      'draft-preview.yml: attest',
      'draft-preview.yml: not-a-draft',
      'draft-preview.yml: pending',
      'draft-preview.yml: preview',
      'draft-preview.yml: preview-plan',
      'draft-preview.yml: record',
      'draft-preview.yml: report',
      'release-part.yml: attest',
      ...RELEASE_PART_ENVIRONMENTS,
    ]);
  });

  test.each(
    allJobs
      .filter(({ name }) => name === 'attest')
      .map(({ file, name, job }) => [`${file}: ${name}`, job]),
  )(
    '%s holds the signing token and only hashes: no checkout, no install, no node',
    (_name, job) => {
      expect(job.permissions).toEqual({ 'id-token': 'write', attestations: 'write' });
      const uses = (job.steps ?? []).map((step) => step.uses?.split('@')[0] ?? 'run');
      expect(uses).toEqual([
        'actions/download-artifact',
        'actions/attest-build-provenance',
        'run',
        'actions/upload-artifact',
      ]);
      expect(runsOf(job).filter(Boolean)).toEqual([
        'mkdir -p "$RUNNER_TEMP/attestation" && cp "$BUNDLE" "$RUNNER_TEMP/attestation/attestation.json"',
      ]);
    },
  );

  test('every job that publishes a build or applies pages verifies their attestation (--provenance)', () => {
    const publishing = allJobs.filter(({ job }) =>
      runsOf(job).some((run) => /--from-build|--composed |--plan-compositions /.test(run)),
    );
    expect(publishing.length).toBe(9);
    for (const { file, name, job } of publishing) {
      const runs = runsOf(job).join('\n');
      expect(runs, `${file}: ${name}`).toContain('--provenance "$REPO"');
      if (runs.includes('--from-build')) {
        expect(runs, `${file}: ${name}`).toContain(
          '--attestation "$RUNNER_TEMP/attestation/attestation.json"',
        );
      }
    }
  });

  test.each(credentialed.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
    '%s installs with install scripts off, builds no part and starts no browser',
    (_name, job) => {
      for (const run of installs(job)) expect(run).toMatch(/^npm ci --ignore-scripts\b/);
      const runs = runsOf(job).join('\n');
      expect(runs).not.toMatch(/\bnpm rebuild\b/);
      expect(runs).not.toMatch(
        /npm run build|platform\/release\/cli\/build\.mjs|playwright|--browser-only/,
      );
      expect(runs).not.toMatch(/--skip-build/);
      // A smoke run here only records a report brought from a job with no key.
      for (const smoke of runs.match(/npm run smoke[^\n]*/g) ?? [])
        expect(smoke).toContain('--report');
    },
  );

  test('every install in every workflow has install scripts off: the render jobs need none', () => {
    const all = allJobs.flatMap(({ job }) => installs(job));
    expect(all.length).toBeGreaterThan(8);
    for (const run of all) expect(run).toMatch(/^npm ci --ignore-scripts\b/);
  });

  test.each(credentialed.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
    '%s restores no cache: the jobs that write them run every part’s code (tests.yml)',
    (_name, job) => {
      for (const step of job.steps ?? []) {
        expect(step.uses ?? '').not.toMatch(/^actions\/cache\b/);
        if (step.uses?.startsWith('actions/setup-node@')) {
          expect(step.with?.['package-manager-cache']).toBe(false);
          expect(step.with?.cache).toBeUndefined();
        }
      }
    },
  );

  test('an artifact is unpacked outside the checkout and read with --from-build', () => {
    const downloads = allJobs.flatMap(({ job }) =>
      (job.steps ?? []).filter((step) => step.uses?.startsWith('actions/download-artifact@')),
    );
    // The three builds (request, preview-plan, preview), the plans (compose-walled.yml),
    // the composed pages (promote, compose, watch, preview), and the browser tests' shards'
    // reports (tests.yml's report job).
    // And each build's and pages' attestation beside them.
    expect(downloads.length).toBe(20);
    for (const step of downloads)
      expect(String(step.with?.path)).toMatch(/^\$\{\{ runner\.temp \}\}\//);
  });
});
