// @ts-check
// The walls between the parts (decision 012), on a folder deployment: each identity (a
// team, the composer) writes only its own, and two releases of one part at once lose
// nothing. What a release brings through the gate: hostile-parts.test.mjs.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesBelow, readPointer, readPointerVersioned } from 'deployment';
import { describe, expect, it } from 'vitest';
import { StaleWrite } from '../core/storage.mjs';
import { writePointer } from '../engine/pointers.mjs';
import { release, requestRelease } from '../engine/release/release.mjs';
import { applyRequests, newestOfEachAction } from '../engine/release/requests.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { scratchDeployment } from '../testing/scratch-deployment.mjs';
import { COMPOSER, confined, teamOf } from './identities.mjs';

const { site, engineOn, liveSite, contact, ledger } = scratchDeployment();

describe('two identities', () => {
  it('lets a team write only its own part, and the composer only what it composes', async () => {
    const storage = folderStorage(site());
    const team = confined(storage, teamOf('mf-contact'));
    for (const path of [
      'shell/index.html',
      'history/mf-contact.json',
      'mf-services/releases/a/x.js',
      'csp/inline-hashes.conf',
      'ledger/2999-01-01-smoke-passed.json',
      'locks/mf-services.json',
    ]) {
      await expect(team.write(path, 'x')).rejects.toThrow(
        `mf-contact's release may not write ${path}`,
      );
    }
    await expect(
      team.write('requests/mf-contact/0123456789ab.json', '{}'),
    ).resolves.toBeUndefined();
    const composer = confined(storage, COMPOSER);
    await expect(composer.write('mf-contact/releases/a/remoteEntry.js', 'x')).rejects.toThrow(
      'the composer may not write',
    );
    await expect(composer.write('shell/_routes/contact/index.html', 'x')).resolves.toBeUndefined();
    const shellTeam = confined(storage, teamOf('shell'));
    await expect(shellTeam.write('shell/_routes/contact/index.html', 'x')).rejects.toThrow(
      'may not write',
    );
    await expect(shellTeam.write('shell/assets/entry-1.js', 'x')).resolves.toBeUndefined();
  });

  it("a team's request goes live only when the composer applies it", async () => {
    await liveSite();
    const candidate = await contact('1.0.0');
    await requestRelease(engineOn('team'), candidate);
    expect(existsSync(join(site(), `requests/mf-contact/${candidate.id}.json`))).toBe(true);
    expect((await readPointer(engineOn().storage, 'mf-contact')).current).toBeNull();
    expect(await applyRequests(engineOn('composer'))).toBe(1);
    expect((await readPointer(engineOn().storage, 'mf-contact')).current).toBe(candidate.id);
    expect(existsSync(join(site(), 'requests/mf-contact'))).toBe(true);
    expect(filesBelow(join(site(), 'requests/mf-contact'))).toEqual([]);
    // The team writes no ledger entry (nor could it fake a smoke pass); the composer does.
    expect(ledger().at(-1)).toMatchObject({
      who: 'composer',
      result: 'done',
      id: candidate.id,
      detail: 'requested by team',
    });
    expect(ledger().some((entry) => entry.who === 'team')).toBe(false);
  });

  it('applies the newest release request and the newest preview request, whatever came between', () => {
    /** @param {'release' | 'preview'} action @param {string} at */
    const request = (action, at) => ({
      action,
      app: 'mf-contact',
      id: at.padEnd(12, '0'),
      info: { version: '1.0.0', contract: '1.0.0' },
      who: 'team',
      at,
    });
    const requests = [
      request('preview', '4'),
      request('release', '1'),
      request('release', '2'),
      request('preview', '3'),
    ];
    expect(newestOfEachAction(requests).map((item) => `${item.action} ${item.at}`)).toEqual([
      'release 2',
      'preview 4',
    ]);
  });

  it('refuses, records and removes a request whose id is not a release id', async () => {
    await liveSite();
    mkdirSync(join(site(), 'requests/mf-contact'), { recursive: true });
    writeFileSync(join(site(), 'requests/mf-contact/..%2f..%2fadmin.json'), '{}');
    expect(await applyRequests(engineOn('composer'))).toBe(0);
    expect(ledger().at(-1)).toMatchObject({ result: 'refused' });
    expect(ledger().at(-1).detail).toContain('is not a release id');
    expect(filesBelow(join(site(), 'requests/mf-contact'))).toEqual([]);
  });
});

describe('no lost update', () => {
  it('two releases of one part at once both end in its history', async () => {
    await liveSite();
    const [first, second] = [await contact('1.0.0'), await contact('1.0.1')];
    await Promise.all([release(engineOn('a'), first), release(engineOn('b'), second)]);
    const history = await readPointer(engineOn().storage, 'mf-contact');
    expect(history.releases.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    const done = ledger().filter((entry) => entry.app === 'mf-contact' && entry.result === 'done');
    // One went first; the other saw it as the release it replaced.
    const firstDone = done.find((entry) => entry.previous === null);
    expect(done).toHaveLength(2);
    expect(done.find((entry) => entry !== firstDone)?.previous).toBe(firstDone?.id);
  });

  it('detects a stale pointer before it is overwritten', async () => {
    await liveSite();
    const storage = engineOn().storage;
    const { history, version } = await readPointerVersioned(storage, 'shell');
    await writePointer(storage, 'shell', { ...history, releases: [] }, version);
    await expect(writePointer(storage, 'shell', history, version)).rejects.toBeInstanceOf(
      StaleWrite,
    );
    expect((await readPointer(storage, 'shell')).releases).toEqual([]);
  });
});
