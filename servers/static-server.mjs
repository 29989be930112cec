#!/usr/bin/env node
// @ts-check
// Serves one app's production build on loopback, the way a static host or CDN origin would:
// CORS for the remotes' cross-origin module scripts, revalidation for the files that name
// the current release, a year of caching for hashed assets, gzip, and (with --spa) the
// shell's routes: each route's composed page, a 404 with the not-found page for a path no
// route serves, and the redirects of site-redirects.mjs.
// With --previews, <dir> is a site folder and each preview is served on a host of its
// own: <id>.preview.localhost serves <dir>/previews/<id>/shell, and what a preview does
// not hold (the shell's hashed files) from <dir>/shell.
// With --admin DIR, /admin is the owner's editor from DIR: its own page, whose CSP is
// its own (a <meta> in its index.html), never the site's.
// Usage: node servers/static-server.mjs <dir> <port> [--spa] [--previews] [--admin DIR]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { cacheControlOf, contentTypeOf } from '../release/site/object-headers.mjs';
import { routeFile, SHELL_NOT_FOUND, sectionNotFoundFiles } from '../release/site/site-layout.mjs';
import { ADMIN_PATH, redirectOf } from './site-redirects.mjs';

const { positionals, values } = parseArgs({
  options: {
    spa: { type: 'boolean', default: false },
    previews: { type: 'boolean', default: false },
    admin: { type: 'string' },
  },
  allowPositionals: true,
});
const [rootArg, portArg] = positionals;
if (!rootArg || !portArg) {
  console.error('usage: static-server.mjs <dir> <port> [--spa] [--previews] [--admin DIR]');
  process.exit(2);
}
const site = resolve(rootArg);
const port = Number(portArg);
const spa = values.spa || values.previews;
const admin = values.admin ? resolve(values.admin) : undefined;

/**
 * The editor's file for a path under /admin ('/admin' is its page), if this server has it.
 * @param {string} pathname
 */
function adminFileAt(pathname) {
  if (!admin || (pathname !== ADMIN_PATH && !pathname.startsWith(`${ADMIN_PATH}/`))) return;
  return fileBelow(
    admin,
    pathname === ADMIN_PATH ? '/index.html' : pathname.slice(ADMIN_PATH.length),
  );
}

/**
 * The folders a request is answered from, first match wins: the site itself, or a
 * preview's shell folder before the live one. Undefined for a preview host that names
 * no preview.
 * @param {import('node:http').IncomingMessage} request @returns {string[] | undefined}
 */
function rootsOf(request) {
  if (!values.previews) return [site];
  const id = (request.headers.host ?? '').match(/^([0-9a-f]{12})\./)?.[1];
  const preview = id && join(site, 'previews', id, 'shell');
  if (!preview || !existsSync(preview)) return undefined;
  return [preview, join(site, 'shell')];
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/**
 * @param {string[]} roots @param {string} urlPath @returns {string | undefined}
 */
function fileAt(roots, urlPath) {
  for (const root of roots) {
    const file = fileBelow(root, urlPath);
    if (file) return file;
  }
  return undefined;
}

/** @param {string} root @param {string} urlPath @returns {string | undefined} */
function fileBelow(root, urlPath) {
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
    if (stat.isDirectory()) return fileBelow(root, join(urlPath, 'index.html'));
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
  // A file gone between the lookup and the read (a release removing it) ends this
  // response, never the server.
  body.on('error', () => response.destroy());
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
 * not-found page (/service/<unknown>, /hi/service/<unknown>) if its remote composed one,
 * else its language's (/hi/<unknown>), else the shell's.
 * @param {string[]} roots @param {string} pathname
 */
function routeAt(roots, pathname) {
  const page = fileAt(roots, routeFile(pathname));
  if (page) return { path: page, status: 200 };
  const notFound = [...sectionNotFoundFiles(pathname), SHELL_NOT_FOUND]
    .map((file) => fileAt(roots, file))
    .find(Boolean);
  return { path: notFound, status: 404 };
}

const server = createServer((request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = requestUrl(request.url ?? '/');
  const roots = rootsOf(request);
  if (!roots) {
    sendText(response, 404, 'No such preview');
    return;
  }
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
  const adminFile = adminFileAt(pathname);
  if (adminFile) {
    // Not to be framed or indexed; its CSP is the <meta> of its page.
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('X-Robots-Tag', 'noindex');
    sendFile(request, response, adminFile, 200);
    return;
  }
  // Only extension-less paths are routes; a missing .js or .json must be a bare 404.
  const served =
    spa && !extname(pathname)
      ? routeAt(roots.slice(0, 1), pathname) // a preview's pages are all its own
      : { path: fileAt(roots, pathname), status: 200 };
  if (!served.path) {
    sendText(response, 404, 'Not found');
    return;
  }
  sendFile(request, response, served.path, served.status);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    values.previews
      ? `serving the previews of ${site} on http://<id>.preview.localhost:${port}`
      : `serving ${site} on http://localhost:${port}${spa ? ' (routes and not-found pages)' : ''}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
