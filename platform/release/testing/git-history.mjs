// @ts-check
// A real git repository in a scratch folder, for the tests of what the engine reads with
// git: its first commit holds a file of each kind (a part's code and content, shared code,
// the lockfile, the docs), and `commit` adds main's later commits. Not used outside tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the first commit holds. */
export const FIRST_FILES = [
  'apps/mf-contact/src/form.tsx',
  'apps/mf-services/content/services/ac.json',
  'packages/shared-ui/src/pill.tsx',
  'package-lock.json',
  'docs/releasing.md',
];

/**
 * @param {string} under the folder to make it in
 * @returns {{ repo: string, git: (...args: string[]) => string, commit: (files: string[], text?: string) => string, base: string }}
 *   `commit` writes each file (its path and `text`) and answers the new commit; `base` is the first
 */
export function gitHistory(under) {
  const repo = mkdtempSync(join(under, 'repo-'));
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  const commit = (/** @type {string[]} */ files, text = ' changed') => {
    for (const file of files) {
      mkdirSync(join(repo, dirname(file)), { recursive: true });
      writeFileSync(join(repo, file), `${file}${text}\n`);
    }
    git('add', '-A');
    git('commit', '-qm', 'change', '--allow-empty');
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q', '-b', 'main');
  const base = commit(FIRST_FILES, '');
  return { repo, git, commit, base };
}
