#!/usr/bin/env node
// @ts-check
// Serves one app's production build on loopback, the way a static host or CDN origin would:
// CORS for the remotes' cross-origin module scripts, revalidation for the files that name
// the current release, a year of caching for hashed assets, gzip, and (with --spa) the
// shell's routes: each route's composed page, a 404 with the not-found page for a path no
// route serves, and the redirects of site-redirects.mjs.
// Usage: node scripts/static-server.mjs <dir> <port> [--spa]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { cacheControlOf, contentTypeOf } from './deploy/object-headers.mjs';
import { routeFile, SHELL_NOT_FOUND, sectionNotFoundFile } from './deploy/site-layout.mjs';
import { redirectOf } from './site-redirects.mjs';

const { positionals, values } = parseArgs({
  options: { spa: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [rootArg, portArg] = positionals;
if (!rootArg || !portArg) {
  console.error('usage: static-server.mjs <dir> <port> [--spa]');
  process.exit(2);
}
const root = resolve(rootArg);
const port = Number(portArg);
const spa = values.spa;

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** @param {string} urlPath @returns {string | undefined} */
function fileAt(urlPath) {
  let candidate;
  try {
    candidate = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return undefined;
  }
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  try {
    const stat = statSync(candidate);
    if (stat.isFile()) return candidate;
    if (stat.isDirectory()) return fileAt(join(urlPath, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The request's path and query. Read against a fixed origin, so "//host/x" is a path
 * (merged to "/host/x", as nginx does), never another host.
 * @param {string} target
 */
function requestUrl(target) {
  try {
    const url = new URL(`http://localhost${target}`);
    return { pathname: url.pathname.replace(/\/{2,}/g, '/'), search: url.search };
  } catch {
    return undefined;
  }
}

/**
 * Sends a file with its headers; a HEAD request gets the same status and headers, no body.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} path @param {number} status
 */
function sendFile(request, response, path, status) {
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': contentTypeOf(path),
    'Cache-Control': cacheControlOf(path),
    Vary: 'Accept-Encoding',
  };
  const gzip =
    compressible.has(extname(path)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(path).size;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const body = createReadStream(path);
  (gzip ? body.pipe(createGzip()) : body).pipe(response);
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status @param {string} text
 */
const sendText = (response, status, text) =>
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    })
    .end(text);

/**
 * A route's composed page; for a path no route serves, a 404 with its section's
 * not-found page (/service/<unknown>) if its remote composed one, else the shell's.
 * @param {string} pathname
 */
function routeAt(pathname) {
  const page = fileAt(routeFile(pathname));
  if (page) return { path: page, status: 200 };
  const section = sectionNotFoundFile(pathname);
  return { path: (section && fileAt(section)) ?? fileAt(SHELL_NOT_FOUND), status: 404 };
}

const server = createServer((request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = requestUrl(request.url ?? '/');
  if (!url) {
    sendText(response, 400, 'Bad request');
    return;
  }
  const { pathname, search } = url;
  const redirect = spa ? redirectOf(pathname, search) : undefined;
  if (redirect) {
    response.writeHead(redirect.status, { Location: redirect.location, 'Content-Length': 0 });
    response.end();
    return;
  }
  // Only extension-less paths are routes; a missing .js or .json must be a bare 404.
  const served =
    spa && !extname(pathname) ? routeAt(pathname) : { path: fileAt(pathname), status: 200 };
  if (!served.path) {
    sendText(response, 404, 'Not found');
    return;
  }
  sendFile(request, response, served.path, served.status);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `serving ${root} on http://localhost:${port}${spa ? ' (routes and not-found pages)' : ''}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
