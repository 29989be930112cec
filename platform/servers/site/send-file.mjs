// @ts-check
// Sending what an origin answers: a file with its caching (revalidation for the files
// that name the current release, a year for hashed assets, release/'s cacheControlOf),
// gzip, validators and 304s; or a few words of plain text. A file removed by a release
// between its lookup and its send is a 404, never a server gone.
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { cacheControlOf, contentTypeOf } from 'deployment';

/**
 * @import { Stats } from 'node:fs'
 * @import { FileHandle } from 'node:fs/promises'
 * @import { IncomingMessage, ServerResponse } from 'node:http'
 */

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/**
 * @param {ServerResponse} response
 * @param {number} status @param {string} text
 */
export const sendText = (response, status, text) =>
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    })
    .end(text);

/**
 * Whether the client's copy is the file's current one: by If-None-Match when it sends one
 * (weak comparison: the gzip and identity bodies share the tag), else by If-Modified-Since
 * (HTTP dates count whole seconds).
 * @param {IncomingMessage} request @param {string} etag
 * @param {Stats} stat
 */
function isFresh(request, etag, stat) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(stat.mtimeMs / 1000) * 1000 <= since;
}

/**
 * Sends a file with its headers; a HEAD request gets the same status and headers, no body.
 * The file is opened first and its size and validators read from the open descriptor, so
 * a release or prune removing it after the lookup makes a 404, never a throw; once open,
 * it is read whole even if removed meanwhile. A 200 carries a weak ETag and Last-Modified,
 * and a request that already holds that version is answered 304 without a body.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} path @param {number} status
 */
async function sendOpenedFile(request, response, path, status) {
  /** @type {FileHandle | undefined} */
  let file;
  /** @type {Stats | undefined} */
  let stat;
  try {
    file = await open(path);
    stat = await file.stat();
  } catch {
    // Gone (or unreadable) since the lookup.
  }
  if (!file || !stat?.isFile()) {
    await file?.close();
    sendText(response, 404, 'Not found');
    return;
  }
  const cacheControl = cacheControlOf(path);
  // A remote's answers vary by Origin too (its CORS).
  const vary = [response.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': contentTypeOf(path),
    'Cache-Control': cacheControl,
    Vary: vary,
  };
  if (status === 200) {
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const lastModified = stat.mtime.toUTCString();
    if (isFresh(request, etag, stat)) {
      await file.close();
      response
        .writeHead(304, {
          ETag: etag,
          'Last-Modified': lastModified,
          'Cache-Control': cacheControl,
          Vary: vary,
        })
        .end();
      return;
    }
    headers.ETag = etag;
    headers['Last-Modified'] = lastModified;
  }
  const gzip =
    compressible.has(extname(path)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = stat.size;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    await file.close();
    response.end();
    return;
  }
  // The stream closes the file at its end; a read error or a client gone away destroys
  // every stream of the pipeline, the response too (its headers are already sent).
  const body = file.createReadStream();
  const done = (/** @type {Error | null} */ error) => error && response.destroy();
  if (gzip) pipeline(body, createGzip(), response, done);
  else pipeline(body, response, done);
}

/**
 * Sends a file (sendOpenedFile); whatever goes wrong ends this response, never the server.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} path @param {number} status
 */
export function sendFile(request, response, path, status) {
  sendOpenedFile(request, response, path, status).catch(() => {
    if (response.headersSent) response.destroy();
    else sendText(response, 500, 'Internal server error');
  });
}
