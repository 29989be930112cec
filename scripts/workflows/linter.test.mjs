// @ts-check
// The workflow linter on every workflow, and what it does not check: outputs that exist,
// actions pinned to a commit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { afterAll, describe, expect, test } from 'vitest';
import { withoutAttestations } from '../lint-workflows.mjs';
import { allJobs, FOLDER, workflow, workflows } from './workflows.mjs';

const LINTER = join(ROOT, 'node_modules/.bin/action-validator');

describe('the workflow linter (@action-validator/cli, npm run lint:workflows)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-workflows-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  /** @param {string} file */
  const lint = (file) => spawnSync(LINTER, [file], { cwd: ROOT, encoding: 'utf8' });

  test('there are workflows to lint', () => {
    expect(workflows.map(({ file }) => file)).toContain('release-part.yml');
  });

  test.each(workflows.map(({ file }) => file))('%s passes it', (file) => {
    const { text, wrong } = withoutAttestations(readFileSync(join(FOLDER, file), 'utf8'));
    expect(wrong).toEqual([]);
    const copy = join(scratch, file);
    writeFileSync(copy, text);
    const { status, stderr } = lint(copy);
    expect(stderr.replace(/^WARNING: Glob validation .*\n/gm, '')).toBe('');
    expect(status).toBe(0);
  });

  test("its schema predates GitHub's attestations permission: those lines alone are held by scripts/lint-workflows.mjs", () => {
    const text = readFileSync(join(FOLDER, 'compose-walled.yml'), 'utf8');
    expect(text).toContain('      attestations: write\n');
    const raw = join(scratch, 'raw-compose-walled.yml');
    writeFileSync(raw, text);
    expect(lint(raw).stderr).toContain("Additional property 'attestations' is not allowed");
    expect(withoutAttestations('jobs:\n  x:\n    env:\n      attestations: write\n').wrong).toEqual(
      ['attestations: write outside permissions'],
    );
    expect(withoutAttestations('    permissions:\n      attestations: read\n').wrong).toHaveLength(
      1,
    );
  });

  test.each([
    ['a misspelt key', (/** @type {string} */ text) => text.replace('runs-on:', 'runs_on:')],
    [
      'a job that needs one that is not there',
      (text) => text.replace('needs: render', 'needs: rendre'),
    ],
    [
      'a step that both runs and uses',
      (text) => text.replace('- run: npm ci', '- uses: x/y@v1\n        run: npm ci'),
    ],
  ])('it refuses a workflow with %s', (_what, breakIt) => {
    const text = readFileSync(join(FOLDER, 'release-part.yml'), 'utf8');
    const broken = breakIt(text);
    expect(broken).not.toBe(text);
    const file = join(scratch, `broken-${Math.random().toString(36).slice(2)}.yml`);
    writeFileSync(file, broken);
    const { status, stderr } = lint(file);
    expect(status).toBe(1);
    expect(stderr).toContain('"errors"');
  });
});

describe('what the linter does not check', () => {
  test.each(allJobs.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
    '%s reads only outputs that exist',
    (_name, job) => {
      const text = JSON.stringify(job);
      const needs = [job.needs ?? []].flat();
      const file = allJobs.find((each) => each.job === job)?.file ?? '';
      const { jobs } = workflow(file);
      for (const [, need, output] of text.matchAll(
        /needs\.([\w-]+)\.(?:outputs\.([\w-]+)|result)/g,
      )) {
        expect(needs).toContain(need);
        if (output) expect(Object.keys(jobs[need].outputs ?? {})).toContain(output);
      }
      const ids = (job.steps ?? []).map((step) => step.id).filter(Boolean);
      for (const [, id] of text.matchAll(/steps\.([\w-]+)\.outputs\./g)) expect(ids).toContain(id);
    },
  );

  test('every action is pinned to a commit, its version beside it', () => {
    const uses = workflows.flatMap(({ text }) =>
      [...text.matchAll(/^\s*(?:- )?uses: (\S+)(.*)$/gm)].map(
        ([, action, rest]) => `${action}${rest}`,
      ),
    );
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) {
      if (use.startsWith('./')) continue;
      // An action's own sub-action keeps its repository's pin: actions/cache/restore@….
      expect(use).toMatch(/^[\w-]+\/[\w-]+(?:\/[\w-]+)?@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });
});
