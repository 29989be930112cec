// @ts-check
// The affected set on real git histories: a scratch repository with main and a branch,
// read the way the tests workflow's first job reads a pull request (base...head), through
// the same command it runs (affected-outputs.mjs) and the one a developer runs locally.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from 'composition';
import { afterAll, describe, expect, test } from 'vitest';
import { PARTS } from './affected.mjs';
import { changedFiles } from './changed-files.mjs';
import { planFromGit } from './plan-from-git.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'jac-affected-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Files main starts with: a little of each kind. */
const MAIN = [
  'apps/mf-contact/src/form.tsx',
  'apps/mf-services/src/catalogue.tsx',
  'apps/mf-marketing/src/landing.tsx',
  'packages/shared-ui/src/pill.tsx',
  'docs/testing.md',
  'package-lock.json',
];

/** A repository whose main holds MAIN, on a branch `work` from it. */
function repository() {
  const repo = mkdtempSync(join(scratch, 'repo-'));
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });
  /** Writes each file (its path as its text, or `text`) and commits. @param {string[]} files */
  const commit = (files, text = '') => {
    for (const file of files) {
      mkdirSync(join(repo, dirname(file)), { recursive: true });
      writeFileSync(join(repo, file), `${file}${text}\n`);
    }
    git('add', '-A');
    git('commit', '-qm', 'change', '--allow-empty');
  };
  git('init', '-q', '-b', 'main');
  commit(MAIN);
  git('checkout', '-qb', 'work');
  return { repo, git, commit };
}

/** The plan of branch `work` against main, as a pull request's. @param {string} repo */
const planOf = (repo) => planFromGit({ base: 'main', cwd: repo });

describe('a pull request runs what its own changes can break', () => {
  test("one part's change: that part", () => {
    const { repo, commit } = repository();
    commit(['apps/mf-contact/src/form.tsx'], ' changed');
    expect(planOf(repo)).toMatchObject({ everything: false, parts: ['mf-contact'] });
  });

  test('two parts, over two commits: both', () => {
    const { repo, commit } = repository();
    commit(['apps/mf-services/content/services/ac.json']);
    commit(['apps/mf-contact/src/form.tsx'], ' changed');
    expect(planOf(repo)).toMatchObject({ everything: false, parts: ['mf-services', 'mf-contact'] });
  });

  test.each([
    ['shared code', 'packages/shared-ui/src/pill.tsx'],
    ['the lockfile', 'package-lock.json'],
    ['a workflow', '.github/workflows/tests.yml'],
  ])('%s: everything', (_what, file) => {
    const { repo, commit } = repository();
    commit(['apps/mf-contact/src/form.tsx', file], ' changed');
    expect(planOf(repo)).toMatchObject({ everything: true, parts: PARTS });
  });

  test('documentation alone: no test, the checks', () => {
    const { repo, commit } = repository();
    commit(['docs/testing.md', 'README.md'], ' changed');
    expect(planOf(repo)).toMatchObject({ everything: false, parts: [] });
  });

  test('a file moved from a part into shared code: everything (both sides count)', () => {
    const { repo, git, commit } = repository();
    mkdirSync(join(repo, 'packages/shared-ui/src/forms'), { recursive: true });
    git('mv', 'apps/mf-contact/src/form.tsx', 'packages/shared-ui/src/forms/form.tsx');
    commit([]);
    expect(planOf(repo).everything).toBe(true);
  });

  test('a file moved from shared code into a part: everything, as shared code lost it', () => {
    const { repo, git, commit } = repository();
    git('mv', 'packages/shared-ui/src/pill.tsx', 'apps/mf-contact/src/pill.tsx');
    commit([]);
    // Git's rename detection would name apps/mf-contact/src/pill.tsx alone.
    expect(git('diff', '-M', '--name-only', 'main...HEAD').trim()).toBe(
      'apps/mf-contact/src/pill.tsx',
    );
    expect(planOf(repo).everything).toBe(true);
  });

  test('main moved on after the branch left it: only the branch’s changes count', () => {
    const { repo, git, commit } = repository();
    commit(['apps/mf-contact/src/form.tsx'], ' on the branch');
    git('checkout', '-q', 'main');
    commit(
      ['packages/shared-ui/src/pill.tsx', 'apps/mf-services/src/catalogue.tsx'],
      ' on main since',
    );
    git('checkout', '-q', 'work');
    // Two dots would count main's new commits as the branch's.
    expect(git('diff', '--name-only', 'main..HEAD')).toContain('packages/shared-ui/src/pill.tsx');
    expect(planOf(repo)).toMatchObject({ everything: false, parts: ['mf-contact'] });
  });

  test('a base it cannot compare with: everything', () => {
    const { repo, commit } = repository();
    commit(['docs/testing.md'], ' changed');
    const plan = planFromGit({ base: 'origin/no-such-branch', cwd: repo });
    expect(plan).toMatchObject({ everything: true, parts: PARTS });
    expect(plan.why).toContain('cannot compare origin/no-such-branch...HEAD');
  });

  test('a base git would read as an option is refused before git runs: no file written', () => {
    const { repo, commit } = repository();
    commit(['docs/testing.md'], ' changed');
    const written = join(repo, 'written');
    expect(() => changedFiles(`--output=${written}`, { cwd: repo })).toThrow(
      /is not a commit or branch/,
    );
    expect(() => changedFiles('main', { head: '-p', cwd: repo })).toThrow(/is not a commit/);
    expect(planFromGit({ base: `--output=${written}`, cwd: repo })).toMatchObject({
      everything: true,
    });
    expect(existsSync(`${written}...HEAD`)).toBe(false);
    // Control: a real branch is taken.
    expect(changedFiles('main', { cwd: repo })).toEqual(['docs/testing.md']);
  });
});

describe("the workflow's first job (affected-outputs.mjs) on a real history", () => {
  /** Every job of the workflow: what a change to a part runs, and a push to main. */
  const EVERY_JOB = ['checks', 'unit', 'deploy', 'browser', 'report', 'nginx', 'identity'];

  /**
   * Runs it in `repo` with `args`; its GITHUB_OUTPUT read back, each value parsed as JSON
   * but the site's key. @param {string} repo @param {string[]} args
   * @returns {{ plan: any, jobs: string[], shards: string[], siteKey: string }}
   */
  function outputs(repo, args) {
    const file = join(repo, '.github-output');
    writeFileSync(file, '');
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/ci/affected-outputs.mjs'), ...args],
      {
        cwd: repo,
        env: { PATH: process.env.PATH, GITHUB_OUTPUT: file },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    /** @type {Record<string, string>} */
    const out = Object.fromEntries(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const json = (/** @type {string} */ name) => JSON.parse(out[name] ?? 'null');
    return {
      plan: json('plan'),
      jobs: json('jobs'),
      shards: json('shards'),
      siteKey: out['site-key'] ?? '',
    };
  }

  test('a pull request changing one part: its jobs, two shards', () => {
    const { repo, git, commit } = repository();
    commit(['apps/mf-services/src/catalogue.tsx'], ' changed');
    const head = git('rev-parse', 'HEAD').trim();
    const out = outputs(repo, ['--base', git('rev-parse', 'main').trim(), '--head', head]);
    expect(out.plan).toMatchObject({ everything: false, parts: ['mf-services'] });
    expect(out.jobs).toEqual(EVERY_JOB);
    expect(out.shards).toEqual(['1/2', '2/2']);
    expect(out.siteKey).toMatch(/^\d{4}-\d\d-\d\d-node\d+-[0-9a-f]{32}$/);
  });

  test('documentation alone: the checks job alone', () => {
    const { repo, git, commit } = repository();
    commit(['docs/testing.md'], ' changed');
    const out = outputs(repo, ['--base', 'main', '--head', git('rev-parse', 'HEAD').trim()]);
    expect(out.jobs).toEqual(['checks']);
  });

  test('a push to main (--everything): every job, whatever changed, four shards', () => {
    const { repo, commit } = repository();
    commit(['docs/testing.md'], ' changed');
    const out = outputs(repo, ['--everything']);
    expect(out.plan).toMatchObject({ everything: true, parts: PARTS });
    expect(out.jobs).toEqual(EVERY_JOB);
    expect(out.shards).toEqual(['1/4', '2/4', '3/4', '4/4']);
  });
});

describe('npm run test:affected on a real history', () => {
  test('counts what is not committed yet, on a developer’s machine', () => {
    const { repo, commit } = repository();
    commit(['apps/mf-contact/src/form.tsx'], ' committed');
    writeFileSync(join(repo, 'apps/mf-services/src/catalogue.tsx'), 'edited, not committed\n');
    writeFileSync(join(repo, 'apps/mf-marketing/src/new.tsx'), 'not yet added\n');
    expect(planFromGit({ base: 'main', cwd: repo, workingTree: true }).parts).toEqual(PARTS);
    expect(planFromGit({ base: 'main', cwd: repo }).parts).toEqual(['mf-contact']);
  });

  test('says what it would run for a one-part branch, in order, and runs nothing with --dry-run', () => {
    const { repo, commit } = repository();
    commit(['apps/mf-contact/src/form.tsx'], ' changed');
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/ci/test-affected.mjs'), '--base', 'main', '--dry-run'],
      { cwd: repo, env: { PATH: process.env.PATH }, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('$ '))).toEqual([
      '$ npm run typecheck',
      '$ npm run lint',
      '$ npx vitest run --project mf-contact --project shared-types',
      '$ npx vitest run --config vitest.scripts.config.mjs scripts/layout/ platform/release/gate/release.test.mjs',
      '$ npm run deploy -- --e2e --site deploy/test-site',
      '$ bash scripts/ensure-test-tools.sh',
      "$ npx playwright test --project=site '--grep=@mf-contact|@cross-part'",
      '$ bash scripts/ensure-test-tools.sh',
      '$ E2E_SERVER=nginx npx playwright test --project=server',
      '$ bash scripts/ensure-test-tools.sh',
      '$ node scripts/test-other-identity.mjs',
    ]);
  });
});
