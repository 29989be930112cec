#!/usr/bin/env node
// @ts-check
// An S3-compatible server on loopback for the tests (and for trying `--publish` by hand):
// s3rver with one bucket and its CORS rule, storing in DIR and logging every request to
// DIR/requests.log.
// Usage: s3-test-server.mjs DIR PORT BUCKET CORS_ORIGINS (comma-separated; one `*` each,
// as S3 allows: http://*.preview.localhost:4010)
//
// S3 never shows half an object: a PUT replaces it whole. s3rver writes in place, so a
// GET during a PUT of the same key can read a truncated body (and hang its client on the
// missing bytes). Here requests are answered one at a time, each body read whole before
// the next starts: the atomicity the publishing design relies on (decision 007).
//
// s3rver ignores S3's conditional writes, which the release engine's locks and pointers
// rely on (decision 012): here a PUT or DELETE with If-None-Match: * or If-Match: <etag>
// is answered 412 as S3 answers it when the object is not as the condition says. One
// request at a time makes the check and the write one step, as S3 does.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';

const [dir, port, bucket, corsOrigin] = process.argv.slice(2);
if (!dir || !port || !bucket || !corsOrigin) {
  console.error('usage: s3-test-server.mjs DIR PORT BUCKET CORS_ORIGIN');
  process.exit(2);
}
const allowed = corsOrigin
  .split(',')
  .map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`)
  .join('');
const cors = `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory: join(dir, 'data'),
  silent: true,
  // Any secret with s3rver's access key: the tests check that theirs is never printed.
  allowMismatchedSignatures: true,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});

// Every request, one line each ("PUT /bucket/key", "+cookie" if one came along): what
// the tests read to know what a publish wrote and what a CDN forwarded.
const requests = join(dir, 'requests.log');
mkdirSync(dir, { recursive: true });
writeFileSync(requests, '');

/**
 * @typedef {{ body: unknown, status: number, type: string, method: string, path: string, get: (name: string) => string }} Context
 */

/**
 * Why a conditional PUT or DELETE fails, or null when it may go ahead.
 * @param {Context} ctx
 */
async function failedCondition(ctx) {
  const ifNoneMatch = ctx.get('if-none-match');
  const ifMatch = ctx.get('if-match');
  if ((ctx.method !== 'PUT' && ctx.method !== 'DELETE') || (!ifNoneMatch && !ifMatch)) return null;
  const [, name, ...rest] = ctx.path.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const store = /** @type {any} */ (server).store;
  const exists = await store.existsObject(name, key);
  if (ifNoneMatch === '*' && exists) return 'the object exists (If-None-Match: *)';
  if (ifMatch) {
    if (!exists) return 'there is no such object (If-Match)';
    const { etag } = await store.getMetadata(name, key);
    if (etag !== ifMatch) return `its ETag is ${etag}, not ${ifMatch} (If-Match)`;
  }
  return null;
}

let queue = Promise.resolve();
/** @param {Context} ctx @param {() => Promise<void>} next */
const oneAtATime = (ctx, next) => {
  appendFileSync(requests, `${ctx.method} ${ctx.path}${ctx.get('cookie') ? ' +cookie' : ''}\n`);
  const turn = queue.then(async () => {
    const failed = await failedCondition(ctx);
    if (failed) {
      ctx.status = 412;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>${failed}</Message></Error>`;
      return;
    }
    await next();
    if (ctx.body instanceof Readable) ctx.body = await buffer(ctx.body);
  });
  queue = turn.catch(() => {});
  return turn;
};
// s3rver is a Koa application (its types do not say so): first in its middleware.
/** @type {{ middleware: Function[] }} */ (/** @type {unknown} */ (server)).middleware.unshift(
  oneAtATime,
);
const { port: listening } = await server.run();
console.log(`s3rver on http://127.0.0.1:${listening}, bucket ${bucket}`);
