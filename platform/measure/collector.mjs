#!/usr/bin/env node
// @ts-check
// The collector: the site's first own server piece. It takes the beacon's batches at
// /measure (the site's servers pass that path through to it, so the pages' CSP keeps
// `connect-src 'self'`), checks each against packages/shared-types/measure.json (batch.mjs),
// stores what passes and refuses the rest whole, in words: 400 for a bad batch, 413 for
// one too large, 429 for a flood. It keeps no address and sets no cookie: each event is
// stored with a hash of its sender's network salted for the day (network-hash.mjs), so
// no one network weighs much in the watch (decision 021). Events older than 9 weeks are
// deleted at start and every hour (retention.mjs).
//
//   collector.mjs --site DIR --db FILE|postgres://… --port N [--overall-rate BATCHES_PER_SECOND]
// --overall-rate lifts the limit on everyone at once (1000 batches a second): the
// benchmark measures the collector's own capacity with it.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { folderReader } from 'deployment';
import { checkedBatch, MEASURE, RefusedBatch } from './batch.mjs';
import { DEFAULT_LIMITS, floodLimit } from './flood-limit.mjs';
import { networkHasher } from './network-hash.mjs';
import { releaseBook } from './release-book.mjs';
import { keepOnlyRecent } from './retention.mjs';
import { openStore } from './store/open-store.mjs';

/**
 * @import { IncomingMessage, ServerResponse } from 'node:http'
 * @import { FloodLimits } from './flood-limit.mjs'
 * @import { Store } from './store/store.mjs'
 */

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who sent it, for the flood limit and the network's hash: the address our own proxy (on
 * loopback) names last in X-Forwarded-For, else the connection's. Earlier names are the
 * sender's own say. @param {IncomingMessage} request
 */
function senderOf(request) {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  if (LOOPBACK.has(peer) && typeof forwarded === 'string') {
    return forwarded.split(',').at(-1)?.trim() || peer;
  }
  return peer;
}

/** @param {IncomingMessage} request @param {number} limit */
async function bodyOf(request, limit) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {{ store: Store, book: ReturnType<typeof releaseBook>,
 *   limits?: FloodLimits }} options
 * @returns {(request: IncomingMessage, response: ServerResponse) => Promise<void>}
 */
export function collector({ store, book, limits = DEFAULT_LIMITS }) {
  const flood = floodLimit(limits);
  const networkOf = networkHasher();
  const limit = MEASURE.limits.bodyBytes;
  return async (request, response) => {
    const answer = (/** @type {number} */ status, /** @type {string} */ words = '') => {
      response.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(status === 429 ? { 'Retry-After': '10' } : {}),
      });
      response.end(words && `${words}\n`);
    };
    const path = new URL(request.url ?? '/', 'http://collector').pathname;
    if (path !== MEASURE.endpoint) return answer(404, `only ${MEASURE.endpoint} is here`);
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return answer(405, 'send a batch with POST');
    }
    const sender = senderOf(request);
    const refusal = flood.refusal(sender);
    if (refusal) {
      request.resume();
      return answer(429, refusal);
    }
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      request.resume();
      return answer(413, `a batch is at most ${limit} bytes`);
    }
    const body = await bodyOf(request, limit);
    if (body === null) return answer(413, `a batch is at most ${limit} bytes`);
    let batch;
    try {
      batch = JSON.parse(body);
    } catch {
      return answer(400, 'the batch is not JSON');
    }
    let events;
    try {
      events = checkedBatch(batch, await book.checkerFor(batch?.releases));
    } catch (error) {
      if (error instanceof RefusedBatch) return answer(400, error.message);
      throw error;
    }
    const network = networkOf(sender);
    try {
      await store.insert(
        events.map((event) => ({ ...event, network })),
        Date.now(),
      );
    } catch (error) {
      console.error(`collector: could not store a batch: ${/** @type {Error} */ (error).message}`);
      return answer(503, 'the counts cannot be stored just now');
    }
    return answer(204);
  };
}

/**
 * @param {{ site: string, db: string, port: number, host?: string,
 *   limits?: FloodLimits }} options
 */
export async function startCollector({ site, db, port, host = '127.0.0.1', limits }) {
  const store = await openStore(db);
  const retention = keepOnlyRecent(store);
  const handler = collector({ store, book: releaseBook(folderReader(site)), limits });
  const server = createServer((request, response) => {
    handler(request, response).catch((/** @type {Error} */ error) => {
      console.error(`collector: ${error.message}`);
      if (!response.headersSent) response.writeHead(500).end('the collector failed\n');
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return {
    server,
    store,
    retention,
    close: async () => {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await retention.stop();
      await store.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: 'deploy/site' },
      db: { type: 'string' },
      port: { type: 'string' },
      'overall-rate': { type: 'string' },
    },
  });
  if (!values.db || !values.port || !/^\d+$/u.test(values.port)) {
    console.error('usage: collector.mjs --site DIR --db FILE|postgres://… --port N');
    process.exit(2);
  }
  const overall = Number(values['overall-rate'] ?? DEFAULT_LIMITS.overall.perSecond);
  if (!(overall >= 1)) {
    console.error('--overall-rate must be a number of batches a second');
    process.exit(2);
  }
  const { store } = await startCollector({
    site: values.site,
    db: values.db,
    port: Number(values.port),
    limits: { ...DEFAULT_LIMITS, overall: { burst: overall * 3, perSecond: overall } },
  });
  console.log(
    `collector on http://127.0.0.1:${values.port}${MEASURE.endpoint}, into ${store.description}`,
  );
}
