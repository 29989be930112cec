// @ts-check
// Whether main changed a part between two commits, on real git histories: a scratch
// repository with a commit the preview was built on and main's later commits.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { RefusedRelease } from '../../core/refused.mjs';
import { gitHistory } from '../../testing/git-history.mjs';
import { partChangedBetween } from './part-changed.mjs';

const APPS = ['shell', 'mf-marketing', 'mf-services', 'mf-contact'];
const scratch = mkdtempSync(join(tmpdir(), 'jac-part-changed-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const history = () => gitHistory(scratch);

/** @param {string} repo @param {string} from @param {string} to @param {string} [app] */
const between = (repo, from, to, app = 'mf-contact') =>
  partChangedBetween({ repo, from, to, app, apps: APPS });

describe("whether main changed a part since a preview's base", () => {
  test('the same commit, or later commits that touch only another part or the docs: unchanged (control)', () => {
    const { repo, commit, base } = history();
    expect(between(repo, base, base)).toEqual({ changed: false, files: [], because: [] });
    const main = commit(['apps/mf-services/content/services/ac.json', 'docs/releasing.md']);
    expect(between(repo, base, main)).toEqual({
      changed: false,
      files: ['apps/mf-services/content/services/ac.json', 'docs/releasing.md'],
      because: [],
    });
  });

  test.each([
    ["the part's own code", 'apps/mf-contact/src/form.tsx'],
    ["a new file in the part's folder", 'apps/mf-contact/src/fix.ts'],
    ['shared code it is built from', 'packages/shared-ui/src/pill.tsx'],
    ['the lockfile', 'package-lock.json'],
    [
      'the engine that builds and lays out a release',
      'platform/release/engine/release/candidate.mjs',
    ],
    ["the install's own settings", '.npmrc'],
  ])('%s: changed', (_what, file) => {
    const { repo, commit, base } = history();
    const main = commit([file]);
    expect(between(repo, base, main)).toEqual({ changed: true, files: [file], because: [file] });
    expect(between(repo, base, main, 'mf-services').changed).toBe(
      file.startsWith('apps/mf-') === false,
    );
  });

  test('a change made and undone again: the trees are equal, so the part is unchanged', () => {
    const { repo, git, commit, base } = history();
    commit(['apps/mf-contact/src/form.tsx']);
    git('revert', '--no-edit', 'HEAD');
    const main = git('rev-parse', 'HEAD');
    expect(between(repo, base, main)).toEqual({ changed: false, files: [], because: [] });
  });

  test('a file moved out of the part counts for the part: both its paths are read', () => {
    const { repo, git, base } = history();
    git('mv', 'apps/mf-contact/src/form.tsx', 'elsewhere.tsx');
    git('commit', '-qm', 'move');
    expect(between(repo, base, git('rev-parse', 'HEAD')).changed).toBe(true);
  });

  test.each([
    ['a short name', 'HEAD'],
    ['an option git would read', `--output=${join(scratch, 'written')}`],
    ['a range', `${'a'.repeat(38)}..`],
    ['upper case', 'A'.repeat(40)],
    ['a commit and more', `${'a'.repeat(40)}\n`],
  ])('%s is refused before git runs', (_what, bad) => {
    const { repo, base } = history();
    expect(() => between(repo, base, bad)).toThrow(RefusedRelease);
    expect(() => between(repo, bad, base)).toThrow(RefusedRelease);
    expect(existsSync(join(scratch, 'written'))).toBe(false);
  });

  test('control: git itself, given that option, writes the file it names', () => {
    const { git, base } = history();
    const written = join(scratch, 'written-by-git');
    git('diff', `--output=${written}`, base, base);
    expect(existsSync(written)).toBe(true);
  });

  test('a commit git does not have (a shallow checkout) is an error, not an answer', () => {
    const { repo, base } = history();
    expect(() => between(repo, base, 'b'.repeat(40))).toThrow();
  });
});
