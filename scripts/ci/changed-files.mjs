// @ts-check
// The files a branch changes, from git alone: `base...head`, from the point where the
// branch left base, so what base gained since does not count as the branch's. Without
// rename detection, a file moved from one folder to another is a change to both. On a
// developer's machine, what is not committed yet counts too.
import { execFileSync } from 'node:child_process';

/** @param {string[]} args @param {string | undefined} cwd */
const names = (args, cwd) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    .split('\0')
    .filter(Boolean);

/**
 * A revision as a command line may name one (a commit, origin/main, HEAD~2), never one that
 * git would read as an option ('--output=FILE' writes a file).
 * @param {string} revision
 */
function assertRevision(revision) {
  if (!/^[\w][\w./@^~{}-]*$/.test(revision) || revision.includes('..')) {
    throw new Error(`${JSON.stringify(revision)} is not a commit or branch`);
  }
}

/**
 * @param {string} base a commit, branch or remote branch (origin/main)
 * @param {{ head?: string, cwd?: string, workingTree?: boolean }} [options] workingTree:
 *   with the changes not committed yet, and the files git does not track yet
 * @returns {string[]} paths from the repository's root
 */
export function changedFiles(base, { head = 'HEAD', cwd, workingTree = false } = {}) {
  assertRevision(base);
  assertRevision(head);
  const committed = names(
    ['diff', '--no-renames', '--name-only', '-z', `${base}...${head}`, '--'],
    cwd,
  );
  if (!workingTree) return committed;
  const uncommitted = names(['diff', '--no-renames', '--name-only', '-z', 'HEAD', '--'], cwd);
  const untracked = names(['ls-files', '--others', '--exclude-standard', '-z'], cwd);
  return [...new Set([...committed, ...uncommitted, ...untracked])];
}
