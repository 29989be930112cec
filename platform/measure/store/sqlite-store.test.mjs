// @ts-check
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteStore } from './sqlite-store.mjs';

const folders = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('An SQLite store', () => {
  it('adds the network column to a database made before it, and keeps its rows', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'jac-sqlite-'));
    folders.push(folder);
    const file = join(folder, 'events.sqlite');
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE measure_events (id INTEGER PRIMARY KEY, received_at BIGINT NOT NULL,
      name TEXT NOT NULL, path TEXT NOT NULL, lang TEXT NOT NULL, part TEXT NOT NULL,
      release TEXT NOT NULL, shell_release TEXT NOT NULL, detail TEXT, value DOUBLE PRECISION,
      target TEXT)`);
    old.exec(`INSERT INTO measure_events (received_at, name, path, lang, part, release, shell_release)
      VALUES (1, 'view', '/contact', 'en', 'mf-contact', 'cccccccccccc', 'aaaaaaaaaaaa')`);
    old.close();
    const store = sqliteStore(file);
    await store.insert(
      [
        {
          name: 'view',
          path: '/contact',
          lang: 'en',
          part: 'mf-contact',
          release: 'cccccccccccc',
          shellRelease: 'aaaaaaaaaaaa',
          detail: null,
          value: null,
          target: null,
          network: 'hash-of-a-day',
        },
      ],
      2,
    );
    expect(await store.all('SELECT network FROM measure_events ORDER BY id')).toEqual([
      { network: null },
      { network: 'hash-of-a-day' },
    ]);
    await store.close();
    // Opened again, it has nothing more to add.
    await sqliteStore(file).close();
  });
});
