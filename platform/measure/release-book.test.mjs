// @ts-check
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderReader } from 'deployment';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseBook } from './release-book.mjs';

const folders = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A site whose `app` (mf-contact) has released `ids`. @param {string[]} ids */
function siteWith(ids, app = 'mf-contact') {
  const site = mkdtempSync(join(tmpdir(), 'jac-book-'));
  folders.push(site);
  mkdirSync(join(site, 'history'));
  const write = (/** @type {string[]} */ released) =>
    writeFileSync(
      join(site, 'history', `${app}.json`),
      JSON.stringify({ current: released.at(-1), releases: released.map((id) => ({ id })) }),
    );
  write(ids);
  return { storage: folderReader(site), write, site };
}

describe('The release book', () => {
  it("knows every release a part made, and all of a first moment's batches wait for one read", async () => {
    const { storage } = siteWith(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
    const book = releaseBook(storage);
    const checkers = await Promise.all(
      Array.from({ length: 20 }, () => book.checkerFor({ 'mf-contact': 'bbbbbbbbbbbb' })),
    );
    for (const { knows } of checkers) {
      expect(knows('mf-contact', 'bbbbbbbbbbbb')).toBe(true);
      expect(knows('mf-contact', 'aaaaaaaaaaaa')).toBe(true);
      expect(knows('mf-contact', 'ffffffffffff')).toBe(false);
      expect(knows('shell', 'aaaaaaaaaaaa')).toBe(false);
    }
  });

  it('reads again for a release new to it, at most once a second', async () => {
    const { storage, write } = siteWith(['aaaaaaaaaaaa']);
    let now = 0;
    const book = releaseBook(storage, () => now);
    await book.checkerFor({ 'mf-contact': 'aaaaaaaaaaaa' });
    write(['aaaaaaaaaaaa', 'cccccccccccc']);
    now = 500;
    expect(
      (await book.checkerFor({ 'mf-contact': 'cccccccccccc' })).knows('mf-contact', 'cccccccccccc'),
    ).toBe(false);
    now = 1500;
    expect(
      (await book.checkerFor({ 'mf-contact': 'cccccccccccc' })).knows('mf-contact', 'cccccccccccc'),
    ).toBe(true);
  });

  it("knows the pages a release serves from its release.json, else from the catalogue's files", async () => {
    const { storage, site } = siteWith(['aaaaaaaaaaaa', 'bbbbbbbbbbbb'], 'mf-services');
    const released = join(site, 'mf-services', 'releases', 'bbbbbbbbbbbb');
    mkdirSync(released, { recursive: true });
    writeFileSync(
      join(released, 'release.json'),
      JSON.stringify({ routes: [{ path: '/services' }, { path: '/service/ac' }] }),
    );
    const book = releaseBook(storage);
    const { serves } = await book.checkerFor({
      'mf-services': 'bbbbbbbbbbbb',
      shell: 'ffffffffffff',
    });
    expect(serves('mf-services', 'bbbbbbbbbbbb', '/service/ac')).toBe(true);
    expect(serves('mf-services', 'bbbbbbbbbbbb', '/service/fridge')).toBe(false);
    const bare = await book.checkerFor({ 'mf-services': 'aaaaaaaaaaaa' });
    expect(bare.serves('mf-services', 'aaaaaaaaaaaa', '/service/fridge')).toBe(true);
    expect(bare.serves('mf-services', 'aaaaaaaaaaaa', '/service/toaster')).toBe(false);
  });
});
