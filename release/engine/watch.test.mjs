// @ts-check
// The watch's decisions on a real folder deployment and a real SQLite store; the rollback
// itself is the engine's (release.test.mjs) and the browser test's (field-watch.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../servers/measure/store/open-store.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { watchRelease } from './watch.mjs';

const OLD = 'aaaaaaaaaaaa';
const NEW = 'bbbbbbbbbbbb';
const SHELL = 'ssssssssssss'.replace(/s/g, 'f');

/** @type {string} */
let folder;
/** @type {import('../../servers/measure/store/store.mjs').Store} */
let store;

/** @param {string} current @param {import('../storage/storage.mjs').LedgerEntry[]} ledger */
function deployment(current, ledger) {
  const site = join(folder, 'site');
  mkdirSync(join(site, 'history'), { recursive: true });
  mkdirSync(join(site, 'ledger'), { recursive: true });
  const releases = [OLD, NEW].map((id) => ({ id, version: '1.0.0', contract: '1.3.0' }));
  writeFileSync(join(site, 'history', 'mf-contact.json'), JSON.stringify({ current, releases }));
  writeFileSync(
    join(site, 'ledger', 'releases.jsonl'),
    ledger.map((entry) => `${JSON.stringify(entry)}\n`).join(''),
  );
  const storage = folderStorage(site, { log: () => {} });
  return { storage, targets: {}, who: 'watch-test', now: () => new Date(), log: () => {} };
}

const wentLive = /** @type {import('../storage/storage.mjs').LedgerEntry} */ ({
  at: new Date(Date.now() - 60_000).toISOString(),
  who: 'team',
  action: 'release',
  app: 'mf-contact',
  id: NEW,
  previous: OLD,
  result: 'done',
});

/**
 * `views` views of /contact in `release`, `errors` of them with an error.
 * @param {string} release @param {number} views @param {number} errors
 */
async function visits(release, views, errors, at = Date.now()) {
  const event = (/** @type {string} */ name) => ({
    name,
    path: '/contact',
    lang: 'en',
    part: 'mf-contact',
    release,
    shellRelease: SHELL,
    detail: name === 'error' ? 'threw' : null,
    value: null,
    target: null,
  });
  await store.insert(
    [
      ...Array.from({ length: views }, () => event('view')),
      ...Array.from({ length: errors }, () => event('error')),
    ],
    at,
  );
}

const rule = { minViews: 50, alpha: 0.001, minRatio: 1.5 };
const options = () => {
  /** @type {unknown[][]} */
  const rollbacks = [];
  return {
    rollbacks,
    watch: {
      store,
      duration: 3000,
      every: 1000,
      rule,
      sleep: async () => {},
      rollBack: async (/** @type {unknown[]} */ ...args) => {
        rollbacks.push(args.slice(1));
        return /** @type {never} */ ({});
      },
    },
  };
};

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'jac-watch-'));
  store = await openStore(join(folder, 'events.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('The watch after a release', () => {
  it('rolls back to the release before when the new one fails clearly more, with the figures', async () => {
    const engine = deployment(NEW, [wentLive]);
    await visits(OLD, 100, 1, Date.now() - 3_600_000);
    await visits(NEW, 60, 50);
    const { rollbacks, watch } = options();
    const result = await watchRelease(/** @type {never} */ (engine), 'mf-contact', watch);
    expect(result.outcome).toBe('rolled-back');
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]?.slice(0, 2)).toEqual(['mf-contact', OLD]);
    expect(result.detail).toMatch(
      /bbbbbbbbbbbb: 50 errors in 60 views \(833\.3 per 1000\); before, aaaaaaaaaaaa: 1 errors in 100 views \(10\.0 per 1000\)/,
    );
  });

  it('records that a release held when it fails no more than the one before', async () => {
    const engine = deployment(NEW, [wentLive]);
    await visits(OLD, 100, 2, Date.now() - 3_600_000);
    await visits(NEW, 80, 2);
    const { rollbacks, watch } = options();
    const result = await watchRelease(/** @type {never} */ (engine), 'mf-contact', watch);
    expect(result.outcome).toBe('held');
    expect(rollbacks).toEqual([]);
    const ledger = await engine.storage.readLedger();
    expect(ledger.at(-1)).toMatchObject({
      action: 'watch',
      app: 'mf-contact',
      id: NEW,
      previous: OLD,
      result: 'passed',
      detail: expect.stringMatching(/^held: bbbbbbbbbbbb: 2 errors in 80 views/),
    });
  });

  it('keeps a release it cannot judge, and says there were too few views', async () => {
    const engine = deployment(NEW, [wentLive]);
    await visits(OLD, 100, 0, Date.now() - 3_600_000);
    await visits(NEW, 20, 20);
    const { rollbacks, watch } = options();
    const result = await watchRelease(/** @type {never} */ (engine), 'mf-contact', watch);
    expect(result.outcome).toBe('too-few');
    expect(result.detail).toMatch(/too few views to judge \(at least 50 each\)/);
    expect(rollbacks).toEqual([]);
  });

  it('judges only what came after the release went live', async () => {
    const engine = deployment(NEW, [wentLive]);
    await visits(OLD, 100, 0, Date.now() - 3_600_000);
    // Errors of the new id from before it went live (a preview, a test): not its field.
    await visits(NEW, 0, 90, Date.now() - 120_000);
    await visits(NEW, 60, 0);
    const { rollbacks, watch } = options();
    expect((await watchRelease(/** @type {never} */ (engine), 'mf-contact', watch)).outcome).toBe(
      'held',
    );
    expect(rollbacks).toEqual([]);
  });

  it('has nothing to watch for a part with no earlier release', async () => {
    const engine = deployment(NEW, [{ ...wentLive, previous: null }]);
    const { watch } = options();
    const result = await watchRelease(/** @type {never} */ (engine), 'mf-contact', watch);
    expect(result.outcome).toBe('nothing-to-watch');
  });
});
