// @ts-check
// Whether main changed what a part is built from between two commits: the files their two
// trees differ in, read with git in a checkout, counted as release:changed counts them
// (changed-apps.mjs): the part's own folder, and what every part is built from (shared
// code, the build configuration, the lockfile). What promote asks before a draft's preview,
// built on one commit of main, goes live on another.
import { execFileSync } from 'node:child_process';
import { RefusedRelease } from '../../core/refused.mjs';
import { changedApps } from './changed-apps.mjs';

/**
 * What builds any part and lays its release out, beside what release:changed counts: a
 * preview built by an older engine lacks main's later fix to it (a release's layout, its
 * manifest), so a change here sends a promotion back to a build too.
 */
const BUILD_TOOLING = ['platform/release/', 'platform/deployment/', '.npmrc'];

/** A commit as git names it in full: 40 hexadecimal digits, never a range or an option. */
export const COMMIT = /^[0-9a-f]{40}$/;

/**
 * The files that differ between commits `from` and `to` of the checkout `repo`, and
 * whether they change `app` (those that do, each alone). Either commit not 40 hex digits is refused before git runs;
 * one git does not have (a shallow checkout) is an error.
 * @param {{ repo: string, from: string, to: string, app: string, apps: readonly string[] }} between
 *   `apps`: every part, the shell first (release:changed's list)
 * @returns {{ changed: boolean, files: string[], because: string[] }} `because`: the files
 *   that change `app`
 */
export function partChangedBetween({ repo, from, to, app, apps }) {
  for (const [name, commit] of [
    ['from', from],
    ['to', to],
  ]) {
    if (typeof commit !== 'string' || !COMMIT.test(commit)) {
      throw new RefusedRelease(`${name} ${JSON.stringify(commit)} is not a commit (40 hex digits)`);
    }
  }
  if (!apps.includes(app)) throw new RefusedRelease(`${JSON.stringify(app)} is not a part`);
  // ^{commit}: each must be a commit git has, not only a name it could read some other way.
  const files = execFileSync(
    'git',
    [
      '-C',
      repo,
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--no-ext-diff',
      '--no-textconv',
      `${from}^{commit}`,
      `${to}^{commit}`,
      '--',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter(Boolean);
  const because = files.filter(
    (file) =>
      changedApps([file], apps).includes(app) ||
      BUILD_TOOLING.some((tool) => file === tool || file.startsWith(tool)),
  );
  return { changed: because.length > 0, files, because };
}
