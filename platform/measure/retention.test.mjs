// @ts-check
// Retention: the collector keeps nine weeks of events, and deletes the rest as it starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from 'test-tools/free-port.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCollector } from './collector.mjs';
import { KEPT_FOR_MS } from './retention.mjs';
import { openStore } from './store/open-store.mjs';
import { SHELL, siteWithReleases } from './testing/site-with-releases.mjs';

/** @type {string} */
let folder;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'jac-retention-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("The collector's retention", () => {
  it('deletes what is older than 9 weeks as it starts, and keeps what is younger', async () => {
    const db = join(folder, 'old.sqlite');
    const store = await openStore(db);
    const event = (/** @type {string} */ release) => ({
      name: 'view',
      path: '/contact',
      lang: 'en',
      part: 'mf-contact',
      release,
      shellRelease: SHELL,
      detail: null,
      value: null,
      target: null,
      network: null,
    });
    const now = Date.now();
    await store.insert([event('aaaaaaaaaaaa'), event('aaaaaaaaaaaa')], now - KEPT_FOR_MS - 60_000);
    await store.insert([event('bbbbbbbbbbbb')], now - KEPT_FOR_MS + 60_000);
    await store.close();
    const started = await startCollector({
      site: siteWithReleases(folder),
      db,
      port: await freePort(),
    });
    try {
      expect(await started.retention.first).toBe(2);
      const left = await started.store.all('SELECT release FROM measure_events');
      expect(left).toEqual([{ release: 'bbbbbbbbbbbb' }]);
    } finally {
      await started.close();
    }
  });
});
