// @ts-check
// A bucket's compare-and-swap and lock, against a local S3 that honours conditional
// writes (scripts/s3-test-server.mjs): a stale pointer is detected before it is
// overwritten, one lock object has one holder, and two releases of one part at once both
// end in its history.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { readPointer, readPointerVersioned } from 'deployment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaleWrite } from '../core/storage.mjs';
import { writePointer } from '../engine/pointers.mjs';
import { release } from '../engine/release/release.mjs';
import { COMPOSER, confined, teamOf } from '../gate/identities.mjs';
import { fakeCandidates } from '../testing/fake-builds.mjs';
import { startLocalBucket } from '../testing/local-bucket.mjs';
import { lockPath } from './bucket-lock.mjs';

/** @type {Awaited<ReturnType<typeof startLocalBucket>>} */
let bucket;
/** @type {string} */
let work;
beforeAll(async () => {
  bucket = await startLocalBucket();
  work = mkdtempSync(join(tmpdir(), 'jac-bucket-walls-'));
});
afterAll(() => {
  bucket?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a bucket', () => {
  it('keeps every key below its prefix, and every download below its local folder', async () => {
    const { storage } = bucket;
    await expect(storage.write('../outside.json', '{}')).rejects.toThrow('is not a key inside');
    await expect(storage.read('shell/../../other-site/x')).rejects.toThrow('is not a key inside');
    await expect(storage.list('history/\nx')).rejects.toThrow('is not a key inside');
    await expect(storage.localFolder('../../etc', work)).rejects.toThrow('is not a key inside');
  });

  it('writes a pointer only if it is as it was read: a stale one is detected, not overwritten', async () => {
    const { storage } = bucket;
    const first = { current: 'aaaaaaaaaaaa', releases: [] };
    await writePointer(storage, 'mf-services', first, null);
    // A second writer that thinks there is no pointer yet (If-None-Match: *).
    await expect(writePointer(storage, 'mf-services', first, null)).rejects.toBeInstanceOf(
      StaleWrite,
    );
    const { history, version } = await readPointerVersioned(storage, 'mf-services');
    await writePointer(storage, 'mf-services', { ...history, current: 'bbbbbbbbbbbb' }, version);
    // A writer still holding the first version (If-Match: <etag>).
    await expect(
      writePointer(storage, 'mf-services', { ...history, current: 'cccccccccccc' }, version),
    ).rejects.toBeInstanceOf(StaleWrite);
    expect((await readPointer(storage, 'mf-services')).current).toBe('bbbbbbbbbbbb');
    await storage.remove(['history/mf-services.json']);
  });

  it('gives its lock object to one holder at a time, and takes over a stale one', async () => {
    const { storage } = bucket;
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 150));
      inside -= 1;
    };
    await Promise.all([1, 2, 3].map(() => storage.exclusively('mf-contact', task)));
    expect(most).toBe(1);
    expect(await storage.read(lockPath('mf-contact'))).toBeNull();
    // A holder that died an hour ago: its lock is taken over, not waited for.
    const dead = { token: 'dead', at: new Date(Date.now() - 3_600_000).toISOString() };
    await storage.write(lockPath('mf-contact'), JSON.stringify(dead));
    await expect(storage.exclusively('mf-contact', async () => 'taken')).resolves.toBe('taken');
    expect(await storage.read(lockPath('mf-contact'))).toBeNull();
  });

  it("takes no ledger line from a team: only the composer's identity appends to it", async () => {
    const { storage } = bucket;
    const before = (await storage.readLedger()).length;
    const forged = {
      at: new Date().toISOString(),
      who: 'a team',
      action: /** @type {const} */ ('smoke'),
      app: 'mf-contact',
      id: 'aaaaaaaaaaaa',
      previous: null,
      result: /** @type {const} */ ('passed'),
    };
    await expect(confined(storage, teamOf('mf-contact')).appendLedger(forged)).rejects.toThrow(
      'may not write ledger/',
    );
    expect((await storage.readLedger()).length).toBe(before);
    await confined(storage, COMPOSER).appendLedger(forged);
    expect((await storage.readLedger()).at(-1)).toMatchObject({ who: 'a team', result: 'passed' });
  });

  it('ends two releases of one part at once both in its history', async () => {
    const engine = (/** @type {string} */ who) => ({
      storage: bucket.storage,
      targets: localTargets(),
      who,
      log: () => {},
      now: () => new Date(),
    });
    const { shell, contact } = fakeCandidates(() => work);
    await release(engine('shell team'), await shell('live'));
    const [first, second] = [await contact('1.0.0'), await contact('1.0.1')];
    await Promise.all([release(engine('a'), first), release(engine('b'), second)]);
    const history = await readPointer(bucket.storage, 'mf-contact');
    expect(history.releases.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
  });
});
