// @ts-check
// A draft's part, computed by the preview's render job from git alone, on real merges.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runsOf, workflow } from './workflows.mjs';

describe("a draft's part, from git alone, before anything is installed", () => {
  const render = workflow('draft-preview.yml').jobs.render;
  const step = render.steps?.find((each) => each.id === 'part');
  const scratch = mkdtempSync(join(tmpdir(), 'jac-draft-part-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('it is computed before npm ci', () => {
    const runs = runsOf(render);
    expect(runs.indexOf(step?.run ?? '')).toBeLessThan(
      runs.findIndex((run) => run.startsWith('npm ci')),
    );
  });

  /**
   * Runs the step on a merge of main and a draft that writes `files` (and moves `moved`,
   * [from, to], with `git mv`), named as of `head` (the draft's head by default).
   * @param {string[]} files @param {{ moved?: [string, string], head?: string }} [more]
   */
  function partOf(files, { moved, head } = {}) {
    const repo = mkdtempSync(join(scratch, 'repo-'));
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo });
    git('init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'README.md'), 'main\n');
    execFileSync('mkdir', ['-p', join(repo, '.github')]);
    writeFileSync(join(repo, '.github/CODEOWNERS'), '* @owner\n'.repeat(20));
    git('add', '.');
    git('commit', '-qm', 'main');
    git('checkout', '-qb', 'cms/draft');
    if (moved) {
      execFileSync('mkdir', ['-p', join(repo, moved[1], '..')]);
      git('mv', ...moved);
    }
    for (const file of files) {
      execFileSync('mkdir', ['-p', join(repo, file, '..')]);
      writeFileSync(join(repo, file), 'changed\n');
    }
    git('add', '.');
    git('commit', '-qm', 'draft', '--allow-empty');
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', '-m', 'merge', 'cms/draft');
    const output = join(repo, '.output');
    writeFileSync(output, '');
    const draftHead = execFileSync('git', ['rev-parse', 'HEAD^2'], { cwd: repo, encoding: 'utf8' });
    const run = spawnSync('bash', ['-e', '-c', step?.run ?? 'exit 99'], {
      cwd: repo,
      env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, HEAD_SHA: head ?? draftHead.trim() },
      encoding: 'utf8',
    });
    return { status: run.status, output: readFileSync(output, 'utf8'), said: run.stdout };
  }

  test("one part's content is that part's preview (control)", () => {
    const { status, output } = partOf(['apps/mf-services/content/services/ac.json']);
    expect(status).toBe(0);
    expect(output).toMatch(/^app=mf-services$/m);
  });

  test.each([
    [
      'the engine',
      ['apps/mf-services/content/services/ac.json', 'platform/release/engine/release/release.mjs'],
    ],
    ['a workflow', ['.github/workflows/draft-preview.yml']],
    ["a part's code", ['apps/mf-contact/src/form.tsx']],
    ['two parts', ['apps/mf-services/content/a.json', 'apps/mf-contact/content/b.json']],
    ['nothing of any part', ['README.md']],
  ])('a draft that changes %s fails: no preview, no role', (_what, files) => {
    const { status, output } = partOf(files);
    expect(status).not.toBe(0);
    expect(output).toBe('');
  });

  test("a draft that moves another file into a part's content fails: the move deletes it", () => {
    const { status, output } = partOf([], {
      moved: ['.github/CODEOWNERS', 'apps/mf-contact/content/x'],
    });
    expect(status).not.toBe(0);
    expect(output).toBe('');
  });

  test("a merge ref that is not of this push's head fails: the status would name another", () => {
    const { status, output } = partOf(['apps/mf-services/content/services/ac.json'], {
      head: '0'.repeat(40),
    });
    expect(status).not.toBe(0);
    expect(output).toBe('');
  });
});
