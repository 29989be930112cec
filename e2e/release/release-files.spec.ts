import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentId, copyFolderAtomically, filesBelow } from '../../release/storage/files.mjs';
import { scratchFolder } from '../support/scratch';
import { TEST_SITE } from '../support/test-site';

// The release scripts survive interruption, and pruning never takes a release that a
// visitor may still need.

const work = scratchFolder('release');
test.beforeAll(() => mkdirSync(work, { recursive: true }));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

type History = import('../../release/engine/pointers.mjs').History;
const readHistory = (site: string, app: string): History =>
  JSON.parse(readFileSync(join(site, 'history', `${app}.json`), 'utf8'));
const writeHistory = (site: string, app: string, history: History) =>
  writeFileSync(join(site, 'history', `${app}.json`), JSON.stringify(history));

function node(...args: string[]) {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('an interrupted copy leaves no release folder, and the next attempt completes it', () => {
  const source = 'mf-contact/dist';
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
  const id = contentId('mf-contact/dist', 'mf-contact/dist-render');
  rmSync(join(site, 'mf-contact/releases', id), { recursive: true, force: true });
  // What an interrupted copy, two hours ago, left behind: a partial folder with one file.
  const partial = join(site, 'mf-contact/releases', `${id}.partial-99999`);
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'remoteEntry.js'), '');
  const twoHoursAgo = new Date(Date.now() - 7_200_000);
  utimesSync(partial, twoHoursAgo, twoHoursAgo);

  const released = node('release/cli/release.mjs', 'mf-contact', '--skip-build', '--site', site);
  expect(released.status, released.output).toBe(0);
  // Every file of the build but the hidden ones (.vite/), which are never released.
  const isReleased = (file: string) => !file.split('/').some((segment) => segment.startsWith('.'));
  expect(filesBelow(join(site, 'mf-contact/releases', id))).toEqual(
    filesBelow('mf-contact/dist').filter(isReleased),
  );
  // Pruning clears what the interruption left.
  const pruned = node('release/cli/prune.mjs', 'mf-contact', '--site', site);
  expect(pruned.status, pruned.output).toBe(0);
  expect(existsSync(partial)).toBe(false);
  expect(existsSync(join(site, 'mf-contact/releases', id))).toBe(true);
});

test('pruning keeps the live, the rollback target, the newest, the young and the named', () => {
  const site = join(work, 'prune');
  cpSync(TEST_SITE, site, { recursive: true });
  const app = 'mf-services';
  const history = readHistory(site, app);
  const live = history.current as string;
  const liveRelease = history.releases.find((release) => release.id === live);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  // Nine older releases (copies of the live one), oldest first, then the live one.
  const old = Array.from({ length: 9 }, (_, index) => `00000000000${index}`);
  for (const id of old) {
    cpSync(join(site, app, 'releases', live), join(site, app, 'releases', id), { recursive: true });
  }
  history.releases = [
    ...old.map((id, index) => ({
      ...(liveRelease as NonNullable<typeof liveRelease>),
      id,
      releasedAt: daysAgo(index === 4 ? 0.5 : 30 - index),
      // Out for four weeks, but live until an hour ago: open tabs may still need it.
      ...(index === 2 ? { supersededAt: daysAgo(1 / 24) } : {}),
    })),
    { ...(liveRelease as NonNullable<typeof liveRelease>), releasedAt: daysAgo(0) },
  ];
  // Rolled back: old[8] is live, old[7] is where the next rollback goes.
  history.current = old[8] as string;
  writeHistory(site, app, history);
  // A page composed before still names the oldest release.
  writeFileSync(
    join(site, 'shell/_routes/services/index.html'),
    `<link href="http://localhost:4002/releases/${old[0]}/remoteEntry.js">`,
  );

  const pruned = node('release/cli/prune.mjs', app, '--keep', '2', '--site', site);
  expect(pruned.status, pruned.output).toBe(0);
  const kept = readHistory(site, app).releases.map((release) => release.id);
  // Named by a page, live an hour ago, younger than a day, the rollback target, live, and
  // the newest two (old[8] and the release every other page and remotes.json still name).
  expect(kept).toEqual([old[0], old[2], old[4], old[7], old[8], live]);
  for (const id of old) {
    expect(existsSync(join(site, app, 'releases', id)), id).toBe(kept.includes(id as string));
  }
});
