// @ts-check
// The watch's decisions on a real folder deployment and a real SQLite store; the rollback
// itself is the engine's (release.test.mjs) and the browser test's (field-watch.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from 'measure';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderStorage } from '../../storage/folder-storage.mjs';
import { NEW, newWentLive, OLD } from '../../testing/watched-release.mjs';
import { watchRelease } from './watch.mjs';

/**
 * @import { Store } from 'measure'
 * @import { LedgerEntry } from '../../core/storage.mjs'
 */

const SHELL = 'ssssssssssss'.replace(/s/g, 'f');

/** @type {string} */
let folder;
/** @type {Store} */
let store;

/** @param {string} current @param {LedgerEntry[]} ledger */
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

const wentLive = newWentLive(new Date(Date.now() - 60_000));

/**
 * `views` views of /contact in `release`, `errors` of them with an error, from `networks`
 * networks in turn.
 * @param {string} release @param {number} views @param {number} errors
 */
async function visits(release, views, errors, at = Date.now(), networks = 30) {
  const event = (/** @type {string} */ name, /** @type {number} */ index) => ({
    name,
    path: '/contact',
    lang: 'en',
    part: 'mf-contact',
    release,
    shellRelease: SHELL,
    detail: name === 'error' ? 'threw' : null,
    value: null,
    target: null,
    network: `network-${index % networks}`,
  });
  await store.insert(
    [
      ...Array.from({ length: views }, (_, index) => event('view', index)),
      ...Array.from({ length: errors }, (_, index) => event('error', index)),
    ],
    at,
  );
}

const rule = { minViews: 50, alpha: 0.001, minRatio: 1.5, perNetwork: 10, minNetworks: 20 };
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

/**
 * The watch of mf-contact's new release over what `visits` stored, as the ledger has it go
 * live: its result, the rollbacks it asked for, and the deployment it read.
 * @param {LedgerEntry[]} ledger
 */
async function watchNew(ledger = [wentLive]) {
  const engine = deployment(NEW, ledger);
  const { rollbacks, watch } = options();
  const result = await watchRelease(/** @type {never} */ (engine), 'mf-contact', watch);
  return { result, rollbacks, engine };
}

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
    await visits(OLD, 100, 1, Date.now() - 3_600_000);
    await visits(NEW, 60, 50);
    const { result, rollbacks } = await watchNew();
    expect(result.outcome).toBe('rolled-back');
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]?.slice(0, 2)).toEqual(['mf-contact', OLD]);
    expect(result.detail).toMatch(
      /bbbbbbbbbbbb: 50 errors in 60 views \(833\.3 per 1000\); before, aaaaaaaaaaaa: 1 errors in 100 views \(10\.0 per 1000\)/,
    );
  });

  it('records that a release held when it fails no more than the one before', async () => {
    await visits(OLD, 100, 2, Date.now() - 3_600_000);
    await visits(NEW, 80, 2);
    const { result, rollbacks, engine } = await watchNew();
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
    await visits(OLD, 100, 0, Date.now() - 3_600_000);
    await visits(NEW, 20, 20);
    const { result, rollbacks } = await watchNew();
    expect(result.outcome).toBe('too-few');
    expect(result.detail).toMatch(/too few views to judge \(at least 50 each\)/);
    expect(rollbacks).toEqual([]);
  });

  it('judges only what came after the release went live', async () => {
    await visits(OLD, 100, 0, Date.now() - 3_600_000);
    // Errors of the new id from before it went live (a preview, a test): not its field.
    await visits(NEW, 0, 90, Date.now() - 120_000);
    await visits(NEW, 60, 0);
    const { result, rollbacks } = await watchNew();
    expect(result.outcome).toBe('held');
    expect(rollbacks).toEqual([]);
  });

  it('keeps a release clearly worse by errors from too few networks, and says so as a failure', async () => {
    await visits(OLD, 100, 0, Date.now() - 3_600_000);
    await visits(NEW, 60, 0);
    // One network's hundreds of errors count as 10; three networks are not twenty.
    await visits(NEW, 0, 300, Date.now(), 3);
    const { result, rollbacks, engine } = await watchNew();
    expect(result.outcome).toBe('reported');
    expect(rollbacks).toEqual([]);
    expect(result.detail).toMatch(
      /^kept live, look at it: field errors clearly worse, but from 3 networks, fewer than the 20 a rollback needs/,
    );
    expect(result.detail).toMatch(/bbbbbbbbbbbb: 30 errors in 60 views/);
    expect((await engine.storage.readLedger()).at(-1)).toMatchObject({
      action: 'watch',
      id: NEW,
      result: 'failed',
    });
  });

  it('compares with the release before over its last week live, not what came after it', async () => {
    const wentLiveAt = Date.parse(wentLive.at);
    await visits(OLD, 100, 1, wentLiveAt - 3_600_000);
    // Older than its last week, and since it was replaced (a stale tab, or a forger keeping
    // a broken release by making the one before look as bad): neither is counted.
    await visits(OLD, 300, 290, wentLiveAt - 8 * 24 * 3_600_000);
    await visits(OLD, 300, 290);
    await visits(NEW, 60, 50);
    const { result, rollbacks } = await watchNew();
    expect(result.outcome).toBe('rolled-back');
    expect(result.detail).toMatch(/before, aaaaaaaaaaaa: 1 errors in 100 views/);
    expect(rollbacks).toHaveLength(1);
  });

  it('has nothing to watch for a part with no earlier release', async () => {
    const { result } = await watchNew([{ ...wentLive, previous: null }]);
    expect(result.outcome).toBe('nothing-to-watch');
  });
});
