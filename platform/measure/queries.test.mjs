// @ts-check
// The same queries on both databases: an SQLite file and a real PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRealPostgres } from 'test-tools/real-postgres.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteEventsBefore, ownerNumbers, releaseFigures, weekStart } from './queries.mjs';
import { KEPT_FOR_MS } from './retention.mjs';
import { openStore } from './store/open-store.mjs';

/** @import { Store, StoredEvent } from './store/store.mjs' */

const SHELL = 'aaaaaaaaaaaa';
const CONTACT = 'cccccccccccc';
const CONTACT_BEFORE = 'bbbbbbbbbbbb';

/** @param {Partial<StoredEvent>} event @returns {StoredEvent} */
const event = (event) => ({
  name: 'view',
  path: '/contact',
  lang: 'en',
  part: 'mf-contact',
  release: CONTACT,
  shellRelease: SHELL,
  detail: null,
  value: null,
  target: null,
  network: 'n1',
  ...event,
});

const NOW = new Date('2026-11-25T10:00:00Z'); // a Wednesday
const DAY = 24 * 60 * 60 * 1000;

/** @param {Store} store */
async function fill(store) {
  const now = NOW.getTime();
  // This week: 8 views of /contact, 2 calls from it, one sent enquiry, one failed, one
  // turned into WhatsApp; 2 views of /hi/service/ac with a call; 3 errors of mf-contact.
  await store.insert(
    Array.from({ length: 8 }, () => event({})),
    now - DAY,
  );
  await store.insert([event({ name: 'call' }), event({ name: 'call' })], now - DAY);
  await store.insert(
    ['sent', 'failed', 'whatsapp'].map((detail) => event({ name: 'enquiry', detail })),
    now - DAY,
  );
  const ac = { path: '/service/ac', lang: 'hi', part: 'mf-services', release: 'dddddddddddd' };
  await store.insert([event(ac), event(ac), event({ ...ac, name: 'call' })], now - 2 * DAY);
  await store.insert(
    Array.from({ length: 3 }, () => event({ name: 'error', detail: 'script', target: 'x' })),
    now - DAY,
  );
  // LCP samples of mf-contact: 100, 200, …, 800 ms.
  await store.insert(
    Array.from({ length: 8 }, (_, index) =>
      event({ name: 'vital', detail: 'LCP', value: (index + 1) * 100 }),
    ),
    now - DAY,
  );
  // Three weeks ago: the release before, 4 views and a WhatsApp tap.
  await store.insert(
    [
      ...Array.from({ length: 4 }, () => event({ release: CONTACT_BEFORE })),
      event({ name: 'whatsapp', release: CONTACT_BEFORE }),
    ],
    now - 21 * DAY,
  );
}

const stores = [
  {
    name: 'SQLite',
    open: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'jac-measure-'));
      const store = await openStore(join(folder, 'events.sqlite'));
      return { store, stop: async () => rmSync(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const server = await startRealPostgres();
      return { store: await openStore(server.url), stop: server.stop };
    },
  },
];

describe.each(stores)('The measurement queries on $name', ({ open }) => {
  /** @type {Store} */
  let store;
  /** @type {() => Promise<void>} */
  let stop;
  beforeAll(async () => {
    const opened = await open();
    store = opened.store;
    stop = opened.stop;
    await fill(store);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await stop?.();
  });

  it("count a remote release's views and errors, per 1000 views", async () => {
    const figures = await releaseFigures(store, 'mf-contact', CONTACT);
    expect(figures.views).toBe(8);
    expect(figures.errors).toBe(3);
    expect(figures.errorsPer1000).toBe(375);
    expect((await releaseFigures(store, 'mf-contact', CONTACT_BEFORE)).views).toBe(4);
  });

  it("count every view of any page as the shell's", async () => {
    const figures = await releaseFigures(store, 'shell', SHELL);
    expect(figures.views).toBe(14);
    expect(figures.errors).toBe(0);
  });

  it('give the p75 of each vital by nearest rank, with its sample size', async () => {
    const { vitals } = await releaseFigures(store, 'mf-contact', CONTACT);
    expect(vitals.LCP).toEqual({ p75: 600, samples: 8 });
    expect(vitals.INP).toEqual({ p75: null, samples: 0 });
  });

  it('count only what came since a moment, for the watch', async () => {
    const since = NOW.getTime() - 1.5 * DAY;
    expect((await releaseFigures(store, 'mf-contact', CONTACT, { since })).views).toBe(8);
    expect((await releaseFigures(store, 'mf-contact', CONTACT_BEFORE, { since })).views).toBe(0);
  });

  it('count only what came in a span, for the release before', async () => {
    const until = NOW.getTime() - 20 * DAY;
    const before = { since: until - 7 * DAY, until };
    expect((await releaseFigures(store, 'mf-contact', CONTACT_BEFORE, before)).views).toBe(4);
    expect(
      (await releaseFigures(store, 'mf-contact', CONTACT_BEFORE, { ...before, until: until - DAY }))
        .views,
    ).toBe(0);
  });

  it("give the owner each week's visits, calls, WhatsApp chats and sent enquiries", async () => {
    const numbers = await ownerNumbers(store, { now: NOW, weeks: 4 });
    expect(numbers.weeks.map((week) => week.start)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(numbers.weeks[3]).toEqual({
      start: '2026-11-23',
      visits: 10,
      calls: 3,
      whatsapp: 1,
      enquiries: 1,
    });
    expect(numbers.weeks[1]).toEqual({
      start: '2026-11-09',
      visits: 0,
      calls: 0,
      whatsapp: 0,
      enquiries: 0,
    });
    expect(numbers.weeks[0]).toMatchObject({ visits: 4, whatsapp: 1 });
  });

  it('rank the pages of the last two weeks by the calls they bring, by language', async () => {
    const { pages, since } = await ownerNumbers(store, { now: NOW, weeks: 4 });
    expect(since).toBe('2026-11-16');
    expect(pages).toEqual([
      { path: '/contact', lang: 'en', visits: 8, calls: 2, whatsapp: 1, enquiries: 1 },
      { path: '/service/ac', lang: 'hi', visits: 2, calls: 1, whatsapp: 0, enquiries: 0 },
    ]);
  });

  // Last: these add events the owner's weeks above would count.
  it("count each network's views and errors up to a cap, and the networks errors came from", async () => {
    const release = '777777777777';
    const at = NOW.getTime() - DAY;
    const from = (/** @type {string | null} */ network, /** @type {number} */ views, errors = 0) =>
      store.insert(
        [
          ...Array.from({ length: views }, () => event({ release, network })),
          ...Array.from({ length: errors }, () =>
            event({ release, network, name: 'error', detail: 'threw' }),
          ),
        ],
        at,
      );
    await from('epoch1.one', 50, 40);
    await from('epoch1.two', 3, 1);
    await from('epoch1.three', 10, 0);
    // Rows stored before networks were: all one network, in an epoch of their own (so the
    // networks are the larger epoch's two, not three).
    await from(null, 12, 2);
    const capped = await releaseFigures(store, 'mf-contact', release, { perNetwork: 10 });
    expect(capped).toMatchObject({ views: 10 + 3 + 10 + 10, errors: 10 + 1 + 2, errorNetworks: 2 });
    const whole = await releaseFigures(store, 'mf-contact', release);
    expect(whole).toMatchObject({ views: 75, errors: 43, errorNetworks: 2 });
  });

  it('count networks epoch by epoch: a network under two salts (midnight, a restart) is not two', async () => {
    const release = '888888888888';
    const at = NOW.getTime() - DAY;
    for (const epoch of ['before', 'after_']) {
      for (const network of ['n1', 'n2', 'n3']) {
        await store.insert(
          [event({ release, network: `${epoch}.${network}`, name: 'error', detail: 'threw' })],
          at,
        );
      }
    }
    await store.insert(
      [event({ release, network: 'after_.n4', name: 'error', detail: 'threw' })],
      at,
    );
    const figures = await releaseFigures(store, 'mf-contact', release, { perNetwork: 10 });
    expect(figures).toMatchObject({ errors: 7, errorNetworks: 4 });
  });

  it('delete what is older than is kept, and keep the rest', async () => {
    const old = '888888888888';
    const recent = '999999999999';
    const now = NOW.getTime();
    await store.insert([event({ release: old }), event({ release: old })], now - KEPT_FOR_MS - 1);
    await store.insert([event({ release: recent })], now - KEPT_FOR_MS + 60_000);
    expect(await deleteEventsBefore(store, now - KEPT_FOR_MS)).toBe(2);
    expect((await releaseFigures(store, 'mf-contact', old)).views).toBe(0);
    expect((await releaseFigures(store, 'mf-contact', recent)).views).toBe(1);
    // The owner's weeks and the releases' figures keep what they had.
    expect((await releaseFigures(store, 'mf-contact', CONTACT)).views).toBe(8);
  });
});

describe('The week the owner reads', () => {
  it('start on Monday, midnight UTC', () => {
    expect(new Date(weekStart(NOW)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(new Date('2026-11-29T23:59:00Z'))).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});
