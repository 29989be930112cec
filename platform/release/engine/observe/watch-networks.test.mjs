// @ts-check
// Forged field data against the watch, end to end on loopback (issue 44): batches reach
// the real collector through the site's own pass-through (platform/measure/pass-through.mjs),
// each sender a loopback address of its own (all of 127/8 is loopback, so 127.N.0.1 is a
// visitor on network 127.N.0.0/24), or through a front proxy's X-Forwarded-For for IPv6;
// then the watch judges what the collector stored. One network cannot roll a release back
// nor keep a broken one; the same batches from 30 networks can, which proves the wall is
// the networks'. The rollback itself is the engine's (release.test.mjs): here it is recorded.
import { execFile } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { passToCollector, startCollector } from 'measure';
import { freePort } from 'test-tools/free-port.mjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderStorage } from '../../storage/folder-storage.mjs';
import { NEW, newWentLive, OLD } from '../../testing/watched-release.mjs';
import { watchRelease } from './watch.mjs';

/**
 * @import { Server } from 'node:http'
 * @import { AddressInfo } from 'node:net'
 */

const SHELL = '5a5a5a5a5a5a';

/** @type {string} */
let folder;
/** @type {string} */
let site;
/** @type {Awaited<ReturnType<typeof startCollector>>} */
let collector;
/** @type {Server} */
let front;
/** @type {number} */
let frontPort;
/** @type {number} */
let collectorPort;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'jac-forged-'));
  site = join(folder, 'site');
  mkdirSync(join(site, 'history'), { recursive: true });
  mkdirSync(join(site, 'ledger'), { recursive: true });
  const pointer = (/** @type {string[]} */ ...ids) =>
    JSON.stringify({ current: ids.at(-1), releases: ids.map((id) => ({ id, version: '1.0.0' })) });
  writeFileSync(join(site, 'history', 'shell.json'), pointer(SHELL));
  writeFileSync(join(site, 'history', 'mf-contact.json'), pointer(OLD, NEW));
  writeFileSync(join(site, 'ledger', 'releases.jsonl'), '');
  collector = await startCollector({
    site,
    db: join(folder, 'events.sqlite'),
    port: await freePort(),
    // The flood limit is proved elsewhere: here every batch is let in.
    limits: {
      perSender: { burst: 100_000, perSecond: 100_000 },
      overall: { burst: 100_000, perSecond: 100_000 },
    },
  });
  collectorPort = /** @type {AddressInfo} */ (collector.server.address()).port;
  front = createServer((incoming, outgoing) => passToCollector(incoming, outgoing, collectorPort));
  frontPort = await freePort();
  await new Promise((resolve) => front.listen(frontPort, '127.0.0.1', () => resolve(undefined)));
});
afterEach(async () => {
  await new Promise((resolve) => front.close(() => resolve(undefined)));
  await collector.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * A batch to a server on loopback, from `from` (a loopback address) and with the headers
 * given. @param {number} port @param {string} body @param {string} from
 * @param {Record<string, string>} [headers]
 */
const post = (port, body, from, headers = {}) =>
  new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/measure',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });

/** Sent as a visitor at `from` reaches the site: through its own pass-through. */
const fromVisitor = (/** @type {string} */ from) => (/** @type {string} */ body) =>
  post(frontPort, body, from);

/** Sent as a front proxy (nginx, a CDN) names the visitor at `address` to the collector. */
const forwardedFor = (/** @type {string} */ address) => (/** @type {string} */ body) =>
  post(collectorPort, body, '127.0.0.1', { 'X-Forwarded-For': address });

/**
 * `views` views and `errors` errors of /contact in mf-contact's `release`, dealt in turn
 * to `senders`, each sending its share in batches of 40 events; every batch must be stored.
 * @param {string} release @param {number} views @param {number} errors
 * @param {Array<(body: string) => Promise<unknown>>} senders
 */
async function traffic(release, views, errors, senders) {
  const events = [
    ...Array.from({ length: views }, () => ({ name: 'view' })),
    ...Array.from({ length: errors }, () => ({ name: 'error', detail: 'threw' })),
  ];
  /** @type {unknown[]} */
  const statuses = [];
  for (const [turn, sender] of senders.entries()) {
    const share = events.filter((_, index) => index % senders.length === turn);
    for (let at = 0; at < share.length; at += 40) {
      const batch = { v: 1, path: '/contact', releases: { shell: SHELL, 'mf-contact': release } };
      statuses.push(await sender(JSON.stringify({ ...batch, events: share.slice(at, at + 40) })));
    }
  }
  expect(new Set(statuses)).toEqual(new Set([204]));
}

/** Visitors on `count` networks of their own, from the /24 127.`first`.0.0 on. */
const networks = (/** @type {number} */ first, /** @type {number} */ count) =>
  Array.from({ length: count }, (_, index) => fromVisitor(`127.${first + index}.0.1`));

/** Many addresses inside one IPv4 /24 (127.200.0.0/24), through the site's own proxy. */
const oneIPv4Network = Array.from({ length: 60 }, (_, host) =>
  fromVisitor(`127.200.0.${host + 1}`),
);
/** Many addresses inside one IPv6 /64, named by a front proxy. */
const oneIPv6Network = Array.from({ length: 60 }, (_, host) =>
  forwardedFor(`2001:db8:44:7::${(host + 1).toString(16)}`),
);

/** The release moves from OLD to NEW now: what came before is OLD's time live. */
async function newGoesLive() {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const entry = newWentLive(new Date());
  appendFileSync(join(site, 'ledger', 'releases.jsonl'), `${JSON.stringify(entry)}\n`);
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The watch as CI runs it, in-process, with its rollback recorded instead of composed. */
async function watch() {
  const engine = {
    storage: folderStorage(site, { log: () => {} }),
    targets: {},
    who: 'watch-test',
    now: () => new Date(),
    log: () => {},
  };
  /** @type {unknown[][]} */
  const rollbacks = [];
  const result = await watchRelease(/** @type {never} */ (engine), 'mf-contact', {
    store: collector.store,
    duration: 0,
    every: 1000,
    sleep: async () => {},
    rollBack: async (/** @type {unknown[]} */ ...args) => {
      rollbacks.push(args.slice(1, 3));
      return /** @type {never} */ ({});
    },
  });
  return { result, rollbacks };
}

/** The watch's command line: its words, exit status, and the site's pointer and ledger after. */
function watchCommand() {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        join(ROOT, 'platform/release/cli/watch.mjs'),
        'mf-contact',
        ...[
          '--for',
          '1s',
          '--every',
          '2s',
          '--site',
          site,
          '--measure',
          join(folder, 'events.sqlite'),
        ],
      ],
      { env: { ...process.env, RELEASE_ACTOR: 'watch-test' }, cwd: ROOT },
      (error, stdout, stderr) =>
        resolve({
          status: error ? error.code : 0,
          output: `${stdout}${stderr}`,
          live: JSON.parse(readFileSync(join(site, 'history', 'mf-contact.json'), 'utf8')).current,
          ledger: readFileSync(join(site, 'ledger', 'releases.jsonl'), 'utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        }),
    );
  });
}

/** The forger's batches of finding 7: 240 views and 800 errors of the live release. */
const forgedErrors = (/** @type {Array<(body: string) => Promise<unknown>>} */ senders) =>
  traffic(NEW, 240, 800, senders);

describe('Forged errors against a healthy release', () => {
  beforeEach(async () => {
    // Real visitors, 30 networks: a week of the release before, then the new one, healthy.
    await traffic(OLD, 600, 0, networks(1, 30));
    await newGoesLive();
    await traffic(NEW, 200, 0, networks(1, 30));
  });

  it.each([
    ['many addresses of one IPv4 /24, through the site’s proxy', oneIPv4Network],
    ['many addresses of one IPv6 /64, named by a front proxy', oneIPv6Network],
  ])(
    'from %s, do not roll it back: the watch reports it, fails, and leaves it live',
    async (_, senders) => {
      await forgedErrors(senders);
      const watched =
        /** @type {{ status: number, output: string, live: string, ledger: Array<Record<string, unknown>> }} */ (
          await watchCommand()
        );
      expect(watched.output).toMatch(
        /kept live, look at it: field errors clearly worse, but from 1 network, fewer than the 20 a rollback needs/,
      );
      expect(watched.status).toBe(4);
      expect(watched.live).toBe(NEW);
      expect(watched.ledger.map((entry) => entry.action)).toEqual(['release', 'watch']);
      expect(watched.ledger.at(-1)).toMatchObject({ action: 'watch', id: NEW, result: 'failed' });
    },
    30_000,
  );

  it('from 30 networks, through the site’s proxy: the same batches roll it back', async () => {
    await forgedErrors(networks(101, 30));
    const { result, rollbacks } = await watch();
    expect(result.outcome).toBe('rolled-back');
    expect(result.detail).toMatch(/errors from 30 networks/);
    expect(rollbacks).toEqual([['mf-contact', OLD]]);
  });
});

describe('Inflating the release before, to keep a broken one live', () => {
  /**
   * While OLD is live, a forger makes it look as bad as a broken release would be: 200
   * views with 200 errors. Then NEW goes live, broken for every visitor: half its views
   * fail, from 30 networks.
   * @param {Array<(body: string) => Promise<unknown>>} forger
   */
  async function brokenAfterInflation(forger) {
    await traffic(OLD, 300, 3, networks(1, 30));
    await traffic(OLD, 200, 200, forger);
    await newGoesLive();
    await traffic(NEW, 300, 150, networks(1, 30));
    return watch();
  }

  it('from one network does not keep it: the broken release is rolled back', async () => {
    const { result, rollbacks } = await brokenAfterInflation(oneIPv4Network);
    expect(result.outcome).toBe('rolled-back');
    // The forger's network counts for 10 views and 10 errors of the 200 and 200 it sent.
    expect(result.detail).toMatch(/before, aaaaaaaaaaaa: 13 errors in 310 views/);
    expect(rollbacks).toEqual([['mf-contact', OLD]]);
  });

  it('from 30 networks does keep it: the cap per network is what stopped the one', async () => {
    const { result, rollbacks } = await brokenAfterInflation(networks(101, 30));
    expect(result.outcome).toBe('held');
    expect(rollbacks).toEqual([]);
  });
});
