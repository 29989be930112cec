// @ts-check
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loopbackRequest } from '../testing/loopback-request.mjs';
import { startEditorBackend } from './editor-backend.mjs';
import { randomKey } from './guard.mjs';
import { NOT_COUNTED, WEEKS } from './numbers-route.mjs';

/**
 * @import { IncomingHttpHeaders, Server } from 'node:http'
 * @import { AddressInfo } from 'node:net'
 * @import { Options } from './editor-backend.mjs'
 * @import { NumbersOf } from './numbers-route.mjs'
 */

const EDITOR = 'http://localhost:4004';
/** This start's key, as the editor's page holds it. */
const KEY = randomKey();

/** What the owner's page is sent: two weeks of counts, one page. */
const NUMBERS = {
  weeks: [
    { start: '2025-11-10', visits: 40, calls: 2, whatsapp: 1, enquiries: 0 },
    { start: '2025-11-17', visits: 25, calls: 5, whatsapp: 0, enquiries: 1 },
  ],
  pages: [{ path: '/service/ac', lang: 'en', visits: 30, calls: 4, whatsapp: 1, enquiries: 1 }],
  since: '2025-11-10',
};

/**
 * The collector's database as the route sees it: it hands it, untouched, to the counting
 * (a stand-in here, so no database is needed).
 * @type {any}
 */
const store = { description: 'a stand-in', all: async () => [], close: async () => {} };
/** @type {{ store: unknown, options: unknown }[]} */
const counted = [];
/** @type {NumbersOf} */
const numbersOf = async (given, options) => {
  counted.push({ store: given, options });
  return /** @type {any} */ (NUMBERS);
};

/** @type {Server[]} */
const servers = [];
let measured = 0;
let unmeasured = 0;

/** @param {Partial<Options>} options */
async function start(options) {
  const server = await startEditorBackend({
    repo: tmpdir(),
    mode: 'fs',
    origin: EDITOR,
    key: KEY,
    port: 0,
    ...options,
  });
  servers.push(server);
  return /** @type {AddressInfo} */ (server.address()).port;
}

beforeAll(async () => {
  measured = await start({ measure: store, numbersOf });
  unmeasured = await start({});
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * GET /numbers as the editor's page asks it, from its origin with `Bearer <this start's
 * key>`, unless told another origin or authorization (null: none); or the browser's
 * preflight before it (OPTIONS), which never carries the key.
 * @param {number} port
 * @param {{ origin?: string, authorization?: string | null, method?: 'GET' | 'OPTIONS' }} [options]
 * @returns {Promise<{ status: number, headers: IncomingHttpHeaders, json: any }>}
 */
function askNumbers(
  port,
  { origin = EDITOR, authorization = `Bearer ${KEY}`, method = 'GET' } = {},
) {
  /** @type {Record<string, string>} */
  const headers = { Origin: origin, Host: `127.0.0.1:${port}` };
  if (method === 'OPTIONS') {
    headers['Access-Control-Request-Method'] = 'GET';
    headers['Access-Control-Request-Headers'] = 'authorization';
  } else if (authorization !== null) {
    headers.Authorization = authorization;
  }
  return loopbackRequest({ port, path: '/numbers', method, headers });
}

describe("the owner's numbers on the editor's backend", () => {
  it("answers the editor with this start's key alone, and counts nothing for others", async () => {
    for (const authorization of [null, `Bearer ${randomKey()}`, KEY]) {
      const refused = await askNumbers(measured, { authorization });
      expect(refused.status, String(authorization)).toBe(401);
      expect(refused.json.weeks, String(authorization)).toBeUndefined();
    }
    // The same guard as the editor's every request: the public site's origin is refused.
    const elsewhere = await askNumbers(measured, { origin: 'http://localhost:4000' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.weeks).toBeUndefined();
    expect(counted).toEqual([]);
  });

  it('answers the editor with the numbers counted from the database, week by week', async () => {
    const answer = await askNumbers(measured);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(NUMBERS);
    expect(answer.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(counted).toEqual([{ store, options: { weeks: WEEKS } }]);
    expect(WEEKS).toBe(8);
  });

  it("lets the editor's page send its key: the browser's preflight is answered", async () => {
    const preflight = await askNumbers(measured, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/\bauthorization\b/i);
  });

  it('says plainly that visits are not counted when it was given no database', async () => {
    const answer = await askNumbers(unmeasured);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: NOT_COUNTED });
    expect(answer.json.error).toMatch(/not being counted/);
  });

  it('says so in words when the counting fails', async () => {
    // The starter's screen is told why; the test's output need not be.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = await start({
      measure: store,
      numbersOf: async () => {
        throw new Error('database is locked');
      },
    });
    const answer = await askNumbers(failing);
    expect(answer.status).toBe(500);
    expect(answer.json.error).toMatch(/could not be counted just now/);
    expect(answer.json.error).not.toContain('locked');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('database is locked'));
    logged.mockRestore();
  });
});
