// @ts-check
// The collector, over HTTP on loopback, with bad input of every kind: each is refused in
// words, and nothing of it is stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from 'test-tools/free-port.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCollector } from './collector.mjs';
import {
  CONTACT,
  SERVICES,
  SERVICES_BARE,
  SHELL,
  siteWithReleases,
} from './testing/site-with-releases.mjs';

/** @type {string} */
let folder;
/** @type {Awaited<ReturnType<typeof startCollector>>} */
let collector;
/** @type {string} */
let url;

/** A batch from /contact, as the beacon sends it. @param {Record<string, unknown>} [change] */
const batch = (change = {}) => ({
  v: 1,
  path: '/contact',
  releases: { shell: SHELL, 'mf-contact': CONTACT },
  events: [{ name: 'view', detail: 'www.google.com' }, { name: 'call' }],
  ...change,
});

/** @param {unknown} body @param {Record<string, string>} [headers] */
const send = (body, headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = async () =>
  Number((await collector.store.all('SELECT COUNT(*) AS n FROM measure_events'))[0]?.n);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'jac-collector-'));
  const port = await freePort();
  collector = await startCollector({
    site: siteWithReleases(folder),
    db: join(folder, 'events.sqlite'),
    port,
    limits: {
      perSender: { burst: 5, perSecond: 0.001 },
      overall: { burst: 1000, perSecond: 1000 },
    },
  });
  url = `http://127.0.0.1:${port}/measure`;
});
afterAll(async () => {
  await collector?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('The collector', () => {
  /** Each test speaks as a sender of its own (our proxy's X-Forwarded-For), so floods stay apart. */
  let sender = 0;
  const as = () => ({ 'X-Forwarded-For': `192.0.2.${++sender}` });
  let before = 0;
  afterEach(() => {
    before = 0;
  });

  it('store a good batch: each event with its page, language, part, releases and network', async () => {
    const response = await send(batch({ path: '/hi/contact' }), as());
    expect(response.status).toBe(204);
    const networks = await collector.store.all('SELECT network FROM measure_events ORDER BY id');
    // A hash of the day, the same for the batch's events, naming no address.
    expect(networks[0]?.network).toMatch(/^[\w-]{6}\.[\w-]{16}$/u);
    expect(networks[1]?.network).toBe(networks[0]?.network);
    const rows = await collector.store.all(
      'SELECT name, path, lang, part, release, shell_release, detail FROM measure_events ORDER BY id',
    );
    expect(rows).toEqual([
      {
        name: 'view',
        path: '/contact',
        lang: 'hi',
        part: 'mf-contact',
        release: CONTACT,
        shell_release: SHELL,
        detail: 'www.google.com',
      },
      {
        name: 'call',
        path: '/contact',
        lang: 'hi',
        part: 'mf-contact',
        release: CONTACT,
        shell_release: SHELL,
        detail: null,
      },
    ]);
  });

  /** @type {Array<[string, unknown, number, RegExp]>} */
  const refusals = [
    ['malformed JSON', '{"v":1,"path":', 400, /not JSON/],
    [
      'an unknown event',
      batch({ events: [{ name: 'purchase' }] }),
      400,
      /"purchase" is not an event the site counts/,
    ],
    [
      'an unknown part',
      batch({ releases: { shell: SHELL, 'mf-contact': CONTACT, 'mf-ads': CONTACT } }),
      400,
      /"mf-ads" is not a part of the site/,
    ],
    [
      'a forged release id',
      batch({ releases: { shell: SHELL, 'mf-contact': 'ffffffffffff' } }),
      400,
      /ffffffffffff is not a release of mf-contact/,
    ],
    [
      'a release id that is no id',
      batch({ releases: { shell: SHELL, 'mf-contact': '../../etc' } }),
      400,
      /must be a release id/,
    ],
    [
      'an event charged to a part that does not serve the page',
      batch({ events: [{ name: 'error', detail: 'down', part: 'mf-services' }] }),
      400,
      /mf-services is not a part of this page/,
    ],
    [
      'a page the site does not have',
      batch({ path: '/wp-admin' }),
      400,
      /"\/wp-admin" is not a page of the site/,
    ],
    [
      'a detail outside its list',
      batch({ events: [{ name: 'enquiry', detail: 'maybe' }] }),
      400,
      /one of sent, failed, whatsapp/,
    ],
    [
      'a referrer with more than its host',
      batch({ events: [{ name: 'view', detail: 'https://a.example/path?q=me' }] }),
      400,
      /referrer's host name alone/,
    ],
    [
      'a vital with no number',
      batch({ events: [{ name: 'vital', detail: 'LCP', value: 'fast' }] }),
      400,
      /value must be a number/,
    ],
    [
      'a field the schema does not have',
      batch({ events: [{ name: 'call', visitor: 'x' }] }),
      400,
      /no field "visitor"/,
    ],
    [
      'too many events',
      batch({ events: Array.from({ length: 41 }, () => ({ name: 'call' })) }),
      400,
      /at most 40 events/,
    ],
    [
      'an oversized batch',
      batch({ events: [{ name: 'error', detail: 'script', target: 'x'.repeat(9000) }] }),
      413,
      /at most 8192 bytes/,
    ],
    ['not a batch at all', [1, 2, 3], 400, /must be a JSON object/],
  ];
  it.each(refusals)(
    'refuse %s in words and store nothing of it',
    async (_, body, status, words) => {
      before = await stored();
      const response = await send(body, as());
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(words);
      expect(await stored()).toBe(before);
    },
  );

  it('refuse a flood from one sender with 429, and let another sender in', async () => {
    const flooder = as();
    before = await stored();
    const statuses = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await send(batch(), flooder)).status);
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const refused = await send(batch(), flooder);
    expect(await refused.text()).toMatch(/too many batches from one sender/);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await stored()).toBe(before + 5 * 2);
    expect((await send(batch(), as())).status).toBe(204);
  });

  it("refuse a batch that names another part than the page's, and take the same without it", async () => {
    const forged = batch({
      releases: { shell: SHELL, 'mf-contact': CONTACT, 'mf-services': SERVICES },
      events: [{ name: 'view' }, { name: 'error', detail: 'threw', part: 'mf-services' }],
    });
    before = await stored();
    const refused = await send(forged, as());
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /mf-services is not a part of this page: a batch names and charges only shell and mf-contact/,
    );
    const charged = await send({ ...forged, releases: batch().releases }, as());
    expect(charged.status).toBe(400);
    expect(await charged.text()).toMatch(/event 2: mf-services is not a part of this page/);
    expect(await stored()).toBe(before);
    // The control: the page's own parts, the same events charged to them.
    const own = {
      ...forged,
      releases: batch().releases,
      events: [{ name: 'view' }, { name: 'error', detail: 'threw', part: 'shell' }],
    };
    expect((await send(own, as())).status).toBe(204);
    expect(await stored()).toBe(before + 2);
  });

  it('count a service page its release serves, and refuse an invented one in words', async () => {
    const page = (/** @type {string} */ path, release = SERVICES) =>
      batch({ path, releases: { shell: SHELL, 'mf-services': release } });
    before = await stored();
    expect((await send(page('/service/ac'), as())).status).toBe(204);
    expect((await send(page('/hi/service/water-purifier'), as())).status).toBe(204);
    const invented = await send(page('/service/call-98290-00000-new-number'), as());
    expect(invented.status).toBe(400);
    expect(await invented.text()).toMatch(
      /"\/service\/call-98290-00000-new-number" is not a page of the site/,
    );
    // A release with no release.json to read serves what the catalogue's content files name.
    expect((await send(page('/service/geyser', SERVICES_BARE), as())).status).toBe(204);
    const elsewhere = await send(page('/hi/service/call-98290-00000', SERVICES_BARE), as());
    expect(await elsewhere.text()).toMatch(/is not a page of the site/);
    expect(await stored()).toBe(before + 3 * 2);
  });

  it('count every address of one IPv6 /64 as one sender, and let another /64 in', async () => {
    before = await stored();
    const statuses = [];
    for (let host = 1; host <= 8; host += 1) {
      statuses.push((await send(batch(), { 'X-Forwarded-For': `2001:db8:44:7::${host}` })).status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect((await send(batch(), { 'X-Forwarded-For': '2001:db8:44:8::1' })).status).toBe(204);
    expect(await stored()).toBe(before + 6 * 2);
  });

  it('answer only POST at /measure, and set no cookie', async () => {
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const elsewhere = await fetch(url.replace('/measure', '/other'), { method: 'POST' });
    expect(elsewhere.status).toBe(404);
    const good = await send(batch(), as());
    expect(good.headers.get('set-cookie')).toBeNull();
  });
});
