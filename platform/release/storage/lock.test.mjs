// @ts-check
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderStorage } from './folder-storage.mjs';
import { isStale, withLock } from './lock.mjs';

/** @import { LedgerEntry } from '../core/storage.mjs' */

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jac-lock-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const options = { purpose: 'test', staleMs: 60_000, waitMs: 5_000 };

/** A ledger entry that says only its id. @param {string} id */
const entry = (id) =>
  /** @type {LedgerEntry} */ ({
    at: new Date().toISOString(),
    who: 'x',
    action: 'release',
    app: 'a',
    id,
    previous: null,
    result: 'done',
  });

/** A lock file of this live process. @param {string} purpose */
const liveHolder = (purpose) =>
  JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString(), purpose });

describe('the folder lock', () => {
  it('lets one holder in at a time', async () => {
    const path = join(dir, 'lock');
    /** @type {string[]} */
    const events = [];
    const hold = (/** @type {string} */ name) =>
      withLock(
        path,
        async () => {
          events.push(`${name} in`);
          await sleep(50);
          events.push(`${name} out`);
        },
        options,
      );
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    for (let index = 0; index < events.length; index += 2) {
      expect(events[index + 1]).toBe(events[index]?.replace(' in', ' out'));
    }
  });

  it('is taken over from a holder that died', async () => {
    const path = join(dir, 'lock');
    // A process that has exited: its number names no process now.
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(
      path,
      JSON.stringify({
        pid: child.pid,
        host: hostname(),
        at: new Date().toISOString(),
        purpose: 'release',
      }),
    );
    expect(await withLock(path, async () => 'mine', options)).toBe('mine');
  });

  it('is taken over when older than its limit, even from a live holder elsewhere', () => {
    const old = {
      pid: 1,
      host: 'another-host',
      at: new Date(Date.now() - 120_000).toISOString(),
      purpose: 'release',
    };
    expect(isStale(old, 60_000)).toBe(true);
    expect(isStale({ ...old, at: new Date().toISOString() }, 60_000)).toBe(false);
    expect(isStale(null, 60_000)).toBe(true);
  });

  it('makes a second taker wait, then give up naming the holder', async () => {
    const path = join(dir, 'lock');
    writeFileSync(path, liveHolder('release'));
    await expect(withLock(path, async () => {}, { ...options, waitMs: 200 })).rejects.toThrow(
      new RegExp(`held by process ${process.pid}`),
    );
    // A holder's lock is left as it was.
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
  });
});

describe('the folder ledger', () => {
  it('loses no entry to concurrent writers in other processes', async () => {
    const writer = join(import.meta.dirname, 'folder-storage.mjs');
    const script = `
      const { folderStorage } = await import(${JSON.stringify(writer)});
      const storage = folderStorage(process.argv[1]);
      for (let index = 0; index < 25; index += 1) {
        await storage.appendLedger({ at: new Date().toISOString(), who: process.argv[2], action: 'release', app: 'a', id: String(index), previous: null, result: 'done' });
      }`;
    const writers = ['w1', 'w2', 'w3', 'w4'].map(
      (name) =>
        new Promise((resolve, reject) => {
          const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir, name], {
            stdio: 'inherit',
          });
          child.on('exit', (code) =>
            code === 0 ? resolve(code) : reject(new Error(`writer ${name} exited ${code}`)),
          );
        }),
    );
    await Promise.all(writers);
    const entries = await folderStorage(dir).readLedger();
    expect(entries).toHaveLength(100);
    for (const name of ['w1', 'w2', 'w3', 'w4']) {
      expect(entries.filter((entry) => entry.who === name).map((entry) => entry.id)).toEqual(
        Array.from({ length: 25 }, (_, index) => String(index)),
      );
    }
  });

  it('appends under its lock: a writer waits while another holds it', async () => {
    const storage = folderStorage(dir);
    await storage.appendLedger(entry('1'));
    const lock = join(dir, 'ledger/releases.jsonl.lock');
    writeFileSync(lock, liveHolder('ledger'));
    const started = Date.now();
    const appended = storage.appendLedger(entry('2'));
    await sleep(300);
    expect((await storage.readLedger()).map((entry) => entry.id)).toEqual(['1']);
    rmSync(lock);
    await appended;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect((await storage.readLedger()).map((entry) => entry.id)).toEqual(['1', '2']);
  });

  it('keeps the next entry whole after a line cut short by a kill', async () => {
    const storage = folderStorage(dir);
    await storage.appendLedger(entry('1'));
    writeFileSync(join(dir, 'ledger/releases.jsonl'), '{"at":"b","who":"cut', { flag: 'a' });
    await storage.appendLedger(entry('3'));
    expect((await storage.readLedger()).map((entry) => entry.id)).toEqual(['1', '3']);
  });
});
