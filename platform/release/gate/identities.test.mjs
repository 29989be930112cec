// @ts-check
// The two identities' rights (decision 012, issue 36): each judged on the key a storage
// would really write, and every writing method of a Storage checked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { recordingStorage } from '../testing/recording-storage.mjs';
import { COMPOSER, confined, teamOf } from './identities.mjs';

/** @import { LedgerEntry } from '../core/storage.mjs' */

const dir = mkdtempSync(join(tmpdir(), 'jac-roles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A local folder holding `files`. @param {string} name @param {string[]} files */
function folderOf(name, files) {
  for (const file of files) {
    mkdirSync(join(dir, name, file, '..'), { recursive: true });
    writeFileSync(join(dir, name, file), file);
  }
  return join(dir, name);
}

/**
 * Holds a right to one answer for every path, naming the path where it answers otherwise.
 * @param {(path: string) => boolean} right
 * @param {boolean} answer
 * @param {string[]} paths
 */
function expectRight(right, answer, paths) {
  for (const path of paths) expect(right(path), path).toBe(answer);
}

/** @type {LedgerEntry} */
const smokePassed = {
  at: '2999-01-01T00:00:00.000Z',
  who: 'team',
  action: 'smoke',
  app: 'mf-contact',
  id: '0123456789ab',
  previous: null,
  result: 'passed',
};

describe('the composer', () => {
  it('writes what it composes and the records, nothing of a team and not the editor', () => {
    expectRight(COMPOSER.mayWrite, true, [
      'shell/index.html',
      'shell/remotes.json',
      'shell/_routes/hi/service/ac/index.html',
      'history/mf-contact.json',
      'csp/inline-hashes.conf',
      'previews/0123456789ab/shell/index.html',
      'ledger/x.json',
      'locks/mf-contact.json',
      // The editor's forms, from the live parts' checked content: not the editor itself.
      'admin/parts.json',
    ]);
    expectRight(COMPOSER.mayWrite, false, [
      'admin/index.html',
      'admin/parts.json/x',
      'admin/../admin/parts.json',
      'adminx/index.html',
      'shell/assets/entry-1.js',
      'mf-contact/releases/0123456789ab/remoteEntry.js',
      'renderers/mf-contact/0123456789ab/prerender.mjs',
      'requests/mf-contact/0123456789ab.json',
      'shell/../admin/index.html',
      'shell/_routes/../../admin/index.html',
      'history/../admin/index.html',
      'history//x.json',
      'history/./x.json',
      'history\\..\\admin',
      'history/x\n.json',
    ]);
  });

  it("removes prune's and its own, never the ledger, the editor or what leaves its folder", () => {
    expectRight(COMPOSER.mayRemove, true, [
      'mf-contact/releases/0123456789ab/',
      'renderers/mf-contact/0123456789ab/',
      'requests/mf-contact/0123456789ab.json',
      'shell/_routes/old/index.html',
      'mf-contact/releases/0123456789ab.partial-42/',
      // The shell's browser build, laid out by release, and a release's provenance.
      'shell/releases/0123456789ab/',
      'provenance/mf-contact/0123456789ab.json',
    ]);
    expectRight(COMPOSER.mayRemove, false, [
      'admin/releases/x/',
      'shell/releases/../index.html',
      'ledger/x.json',
      'locks/mf-contact.json',
      'mf-contact/releases/../../admin/',
      'mf-contact/releases/../../admin/index.html',
      'renderers/../admin/',
      'mf-contact/releases//',
    ]);
  });
});

describe('a team', () => {
  it('writes only its own release, render build and requests', () => {
    const team = teamOf('mf-contact');
    expectRight(team.mayWrite, true, [
      'mf-contact/releases/0123456789ab/remoteEntry.js',
      'renderers/mf-contact/0123456789ab/prerender.mjs',
      'requests/mf-contact/0123456789ab.json',
    ]);
    expectRight(team.mayWrite, false, [
      'mf-contact/releases/../../admin/index.html',
      'mf-contact/releases/0123456789ab/../../../shell/index.html',
      'mf-contact/releases//x.js',
      'mf-contact/releases/./x.js',
      'renderers/mf-contact/../mf-services/x',
      'requests/mf-contact-other/x.json',
      'ledger/x.json',
      'locks/mf-contact.json',
      // What the editor offers is the composer's to write, from the gate's checked copy.
      'admin/parts.json',
    ]);
    expect(team.mayRemove('requests/mf-contact/0123456789ab.json')).toBe(true);
    expect(team.mayRemove('mf-contact/releases/0123456789ab/')).toBe(false);
  });

  it("the shell's: its hashed files, never a composed one, nor out of its folder", () => {
    const shell = teamOf('shell');
    expect(shell.mayWrite('shell/assets/entry-1.js')).toBe(true);
    expectRight(shell.mayWrite, false, [
      'shell/index.html',
      'shell/_routes/contact/index.html',
      'shell/../admin/index.html',
      'shell/assets/../../admin/index.html',
      'shell//index.html',
    ]);
  });

  it('is one of composition.json’s apps', () => {
    for (const app of ['admin', 'ledger', 'shell/..', 'constructor']) {
      expect(() => teamOf(app), app).toThrow(RefusedRelease);
    }
  });
});

describe('a confined storage', () => {
  it("refuses a team's ledger entry: it could record a smoke pass that never ran", async () => {
    const storage = recordingStorage();
    await expect(confined(storage, teamOf('mf-contact')).appendLedger(smokePassed)).rejects.toThrow(
      "mf-contact's release may not write ledger/",
    );
    expect(storage.ledger).toEqual([]);
    await confined(storage, COMPOSER).appendLedger(smokePassed);
    expect(storage.ledger).toEqual([smokePassed]);
  });

  it("refuses a team's lock: it could hold off the composer", async () => {
    const storage = recordingStorage();
    const task = async () => 'done';
    await expect(
      confined(storage, teamOf('mf-contact')).exclusively('mf-contact', task),
    ).rejects.toThrow("mf-contact's release may not write locks/mf-contact.json");
    await expect(confined(storage, COMPOSER).exclusively('mf-contact', task)).resolves.toBe('done');
    await expect(confined(storage, COMPOSER).exclusively('../admin', task)).rejects.toThrow(
      RefusedRelease,
    );
  });

  it('checks every file a folder puts, not only the folder', async () => {
    const storage = recordingStorage();
    const build = folderOf('shell-build', ['index.html', 'assets/entry-1.js']);
    const shell = confined(storage, teamOf('shell'));
    await expect(shell.putFolder(build, 'shell')).rejects.toThrow(
      "shell's release may not write shell/index.html",
    );
    expect(storage.writes).toEqual([]);
    const hashed = (/** @type {string} */ file) => file !== 'index.html';
    await expect(shell.putFolder(build, 'shell', hashed)).resolves.toEqual({
      uploaded: 1,
      present: 0,
    });
  });

  it('checks writes, compare-and-swaps and removals by the key a storage would write', async () => {
    const storage = recordingStorage();
    const team = confined(storage, teamOf('mf-contact'));
    await expect(team.write('mf-contact/releases/../../admin/index.html', 'x')).rejects.toThrow(
      'may not write',
    );
    await expect(team.writeIfUnchanged('history/mf-contact.json', '{}', null)).rejects.toThrow(
      'may not write',
    );
    await expect(team.remove(['ledger/releases.jsonl'])).rejects.toThrow('may not remove');
    await expect(team.removeFolder('mf-contact/releases/0123456789ab')).rejects.toThrow(
      'may not remove',
    );
    await expect(
      confined(storage, COMPOSER).removeFolder('mf-contact/releases/../../admin'),
    ).rejects.toThrow('may not remove');
    expect(storage.writes).toEqual([]);
  });

  it('lets reads through', async () => {
    const storage = recordingStorage();
    await storage.write('history/mf-contact.json', '{}');
    await storage.appendLedger(smokePassed);
    const team = confined(storage, teamOf('mf-contact'));
    expect((await team.read('history/mf-contact.json'))?.toString()).toBe('{}');
    expect([...(await team.list('history')).keys()]).toEqual(['mf-contact.json']);
    expect(await team.readLedger()).toEqual([smokePassed]);
    expect(team.description).toBe('memory');
  });

  it('refuses a method it does not know, rather than pass it through unchecked', async () => {
    const storage = { ...recordingStorage(), appendRecord: async () => {} };
    const team = /** @type {any} */ (confined(storage, teamOf('mf-contact')));
    expect(() => team.appendRecord('ledger/x')).toThrow(
      "mf-contact's release may not use appendRecord: confined() does not know it",
    );
    expect(team.files).toBeUndefined();
  });
});
