import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { filesBelow } from 'deployment';
import { contentId, copyFolderAtomically } from 'release';
import { scratchFolder } from '../../support/scratch';
import { TEST_SITE } from '../../support/test-site';

// A release's files survive an interrupted copy: the next attempt completes the folder.
// (Which releases prune keeps is platform/release/engine/release/prune.test.mjs's.)

const work = scratchFolder('release');
test.beforeAll(() => mkdirSync(work, { recursive: true }));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

function node(...args: string[]) {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('an interrupted copy leaves no release folder, and the next attempt completes it', () => {
  const source = 'apps/mf-contact/dist';
  const target = join(work, 'copy', 'releases', 'abc');
  let copied = 0;
  expect(() =>
    copyFolderAtomically(source, target, {
      afterFile: () => {
        copied += 1;
        if (copied === 3) throw new Error('interrupted');
      },
    }),
  ).toThrow('interrupted');
  expect(existsSync(target)).toBe(false);

  expect(copyFolderAtomically(source, target)).toBe(true);
  expect(filesBelow(target)).toEqual(filesBelow(source));
});

test('a release run again after one interrupted mid-copy ends with a complete folder', () => {
  const site = join(work, 'interrupted');
  cpSync(TEST_SITE, site, { recursive: true });
  const id = contentId('apps/mf-contact/dist', 'apps/mf-contact/dist-render');
  rmSync(join(site, 'mf-contact/releases', id), { recursive: true, force: true });
  // What an interrupted copy, two hours ago, left behind: a partial folder with one file.
  const partial = join(site, 'mf-contact/releases', `${id}.partial-99999`);
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'remoteEntry.js'), '');
  const twoHoursAgo = new Date(Date.now() - 7_200_000);
  utimesSync(partial, twoHoursAgo, twoHoursAgo);

  const released = node(
    'platform/release/cli/release.mjs',
    'mf-contact',
    '--skip-build',
    '--site',
    site,
  );
  expect(released.status, released.output).toBe(0);
  // Every file of the build but the hidden ones (.vite/), which are never released, and
  // what it lets the owner edit, which is kept with its render build, not served.
  const isReleased = (file: string) =>
    file !== 'content-collections.json' &&
    !file.split('/').some((segment) => segment.startsWith('.'));
  expect(filesBelow(join(site, 'mf-contact/releases', id))).toEqual(
    filesBelow('apps/mf-contact/dist').filter(isReleased),
  );
  expect(existsSync(join(site, 'renderers/mf-contact', id, 'content-collections.json'))).toBe(true);
  // Pruning clears what the interruption left.
  const pruned = node('platform/release/cli/prune.mjs', 'mf-contact', '--site', site);
  expect(pruned.status, pruned.output).toBe(0);
  expect(existsSync(partial)).toBe(false);
  expect(existsSync(join(site, 'mf-contact/releases', id))).toBe(true);
});
