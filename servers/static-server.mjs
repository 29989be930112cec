#!/usr/bin/env node
// @ts-check
// Serves one app's production build on loopback, the way a static host or CDN origin would:
// revalidation for the files that name the current release, a year of caching for hashed
// assets, gzip, and (with --spa) the shell's routes: each route's composed page, a 404 with
// the not-found page for a path no route serves, and the redirects of site-redirects.mjs.
// Its headers are servers/nginx's, read from its files (security-headers.mjs): on the
// shell's origin the site's CSP with each page's inline-code hashes (csp/routes.json beside
// the shell folder), frame-ancestors, Referrer-Policy, nosniff, and no CORS; on a remote's,
// CORS for the site's origins on its modules, styles and pictures, never on HTML. The
// CSP's remote origins: REMOTE_ORIGINS (as servers/nginx/render.sh reads it), else
// composition.json's remotes beside this shell. A part's preview page on a remote's origin
// (/releases/<id>/owner-preview.html) has a CSP of its own, which lets the editor's origin
// frame it: ADMIN_ORIGIN, else composition.json's admin origin.
// With --previews, <dir> is a site folder and each preview is served on a host of its
// own: <id>.preview.localhost[:port] serves <dir>/previews/<id>/shell, and what a preview
// does not hold (the shell's hashed files) from <dir>/shell; any other host is a 421, an
// id no preview has a 404.
// With --admin DIR, the owner's editor from DIR on an origin of its own: composition.json's
// admin port, shifted with this (the shell's) port, http://localhost:4004 beside 4000; its
// CSP is its own (a <meta> in its index.html), and /admin here redirects there.
// With --collector PORT, POST /measure goes through to the field measurement's collector
// (measure/) on that loopback port, as nginx and the CDN pass it.
// Usage: node servers/static-server.mjs <dir> <port> [--spa] [--previews] [--admin DIR] [--collector PORT]
// Like servers/nginx and servers/cdn, it never serves a hidden path (a segment starting
// with "."), and a file removed by a release between its lookup and its send is a 404.
import { existsSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { composition, localAdminOrigin, shiftedPort } from '../composition/composition.mjs';
import {
  CSP_FOLDER,
  cacheControlOf,
  contentTypeOf,
  routeFile,
  SHELL_NOT_FOUND,
  sectionNotFoundFiles,
} from '../deployment/index.mjs';
import { MEASURE_PATH, passToCollector } from '../measure/index.mjs';
import { inlineHashesOf, isPreviewPage, nginxHeaders, sitePolicy } from './security-headers.mjs';
import { ADMIN_PATH, redirectOf } from './site-redirects.mjs';

const { positionals, values } = parseArgs({
  options: {
    spa: { type: 'boolean', default: false },
    previews: { type: 'boolean', default: false },
    admin: { type: 'string' },
    collector: { type: 'string' },
  },
  allowPositionals: true,
});
const [rootArg, portArg] = positionals;
if (!rootArg || !portArg) {
  console.error(
    'usage: static-server.mjs <dir> <port> [--spa] [--previews] [--admin DIR] [--collector PORT]',
  );
  process.exit(2);
}
const site = resolve(rootArg);
const port = Number(portArg);
const spa = values.spa || values.previews;
const admin = values.admin ? resolve(values.admin) : undefined;
/** With --collector PORT, /measure goes to the collector on that loopback port. */
const collectorPort = values.collector ? Number(values.collector) : undefined;

/** The editor's own port and origin: nothing of the site's origin (its storage) is shared. */
const adminPort = shiftedPort(composition.admin.port, port);
const adminOrigin = `http://localhost:${adminPort}`;

/** Whether a path is the editor's old place on the site's origin: /admin, /admin/…. @param {string} pathname */
const isAdminPath = (pathname) => pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);

/** A preview's host: its release id as the first label below preview.localhost (previewUrl, release/engine/release.mjs). */
const PREVIEW_HOST = /^([0-9a-f]{12})\.preview\.localhost(?::(\d{1,5}))?$/;

/**
 * The folders a request is answered from, first match wins: the site itself, or a
 * preview's shell folder before the live one. Or, on the previews' server, why not: a
 * host other than <id>.preview.localhost (on this port, if it names one) is not this
 * server's (421), and an id with no preview folder in the deployment names nothing (404).
 * @param {import('node:http').IncomingMessage} request
 * @returns {{ roots: string[] } | { status: number, why: string }}
 */
function rootsOf(request) {
  if (!values.previews) return { roots: [site] };
  const host = request.headers.host ?? '';
  const [, id, hostPort] = host.toLowerCase().match(PREVIEW_HOST) ?? [];
  if (!id || (hostPort !== undefined && Number(hostPort) !== port)) {
    return {
      status: 421,
      why: `This server answers the site's previews alone, each on http://<id>.preview.localhost:${port}, not ${JSON.stringify(host)}.`,
    };
  }
  const preview = join(site, 'previews', id, 'shell');
  if (!existsSync(preview)) {
    return { status: 404, why: `No such preview: ${id} is no preview of this deployment.` };
  }
  return { roots: [preview, join(site, 'shell')] };
}

/** The shell's port: this server's, or the one the previews' port is shifted with. */
const shellPort = values.previews
  ? port - composition.previews.port + composition.shell.port
  : port;

/** Where the remotes are served from, for the site's CSP (servers/nginx/render.sh's REMOTE_ORIGINS). */
const remoteOrigins =
  process.env.REMOTE_ORIGINS?.trim() ||
  Object.values(composition.remotes)
    .map((remote) => `http://localhost:${shiftedPort(remote.port, shellPort)}`)
    .join(' ');

/**
 * servers/nginx's site-headers.conf: without a CSP (a file that is not HTML), or with the
 * CSP of an HTML page, allowing its inline-code hashes (none: nginx's map default, for
 * whatever is not a composed page).
 * @param {{ script: string, style: string }} [documentHashes] given for HTML alone
 */
function siteHeaders(documentHashes) {
  const placeholders = { REMOTE_ORIGINS: remoteOrigins };
  const policy = documentHashes
    ? sitePolicy(placeholders, {
        csp_script_hashes: documentHashes.script,
        csp_style_hashes: documentHashes.style,
      })
    : '';
  return nginxHeaders('site', placeholders, { site_csp: policy, hsts: '' });
}

/**
 * The origins a remote's files may be read from: a site's shell on loopback
 * (http://localhost:4000, a test site's on another port) or one of its previews
 * (http://<id>.preview.localhost:4010). nginx names the one shell origin it is rendered
 * for (its SHELL_ORIGIN) and a bucket's CORS rule the shell's and the previews'; this server,
 * run for any of them, answers the one asking, if it is one.
 */
const SITE_ORIGIN = /^http:\/\/(?:[0-9a-f]{12}\.preview\.)?localhost:\d{1,5}$/;

/**
 * The editor's origin, which alone may frame a part's preview page on a remote's origin:
 * ADMIN_ORIGIN (as servers/nginx/render.sh reads it), else composition.json's admin port
 * beside a shell on composition.json's port (a remote's server is not told the shell's).
 */
const previewPageHeaders = nginxHeaders(
  'previewPage',
  { ADMIN_ORIGIN: process.env.ADMIN_ORIGIN?.trim() || localAdminOrigin() },
  { hsts: '' },
);

/**
 * The headers every answer of this origin carries, servers/nginx's: the site's on the
 * shell's origin and the previews' (a page's own CSP hashes are set as it is sent,
 * setFileHeaders), a remote's elsewhere, with CORS for a site's origin that asks, and on
 * a remote's a part's preview page's own (preview-page-headers.conf: the editor frames it).
 * @param {import('node:http').IncomingMessage} request
 */
function originHeaders(request) {
  // A preview is nobody's to find in a search engine (its pages also say noindex).
  if (values.previews) return { ...siteHeaders(), 'X-Robots-Tag': 'noindex' };
  if (spa) return siteHeaders();
  if (isPreviewPage(requestUrl(request.url ?? '/')?.pathname ?? '')) return previewPageHeaders;
  const origin = request.headers.origin ?? '';
  return nginxHeaders(
    'remote',
    { SHELL_ORIGIN: SITE_ORIGIN.test(origin) ? origin : '' },
    { hsts: '' },
  );
}

/**
 * What a served file changes of its origin's headers: HTML carries the site's CSP, and a
 * composed page's allows its inline code by the hashes its composition wrote
 * (csp/routes.json beside the shell folder it is served from, keyed by the file as nginx's
 * map is); a remote's HTML is nobody's to read across origins (only its modules, styles
 * and pictures are).
 * @param {import('node:http').ServerResponse} response
 * @param {string[]} roots @param {string} path
 */
function setFileHeaders(response, roots, path) {
  if (extname(path) !== '.html') return;
  if (!spa) {
    response.removeHeader('Access-Control-Allow-Origin');
    return;
  }
  const root = roots.find((each) => path.startsWith(each + sep));
  const hashes = root
    ? inlineHashesOf(
        join(root, '..', CSP_FOLDER, 'routes.json'),
        `/${relative(root, path).split(sep).join('/')}`,
      )
    : { script: '', style: '' };
  for (const [name, value] of Object.entries(siteHeaders(hashes))) response.setHeader(name, value);
}

/**
 * Whether a path names something hidden: a segment starting with "." (a build's .vite/
 * manifest, .git/, .env, .well-known/), percent-encoded ("%2e", "%2f") or not. Answered
 * with a bare 404, before any route, redirect or editor file, as a missing file is.
 * @param {string} pathname
 */
const isHidden = (pathname) => /(?:\/|%2f)(?:\.|%2e)/i.test(pathname);

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
 * Whether the client's copy is the file's current one: by If-None-Match when it sends one
 * (weak comparison: the gzip and identity bodies share the tag), else by If-Modified-Since
 * (HTTP dates count whole seconds).
 * @param {import('node:http').IncomingMessage} request @param {string} etag
 * @param {import('node:fs').Stats} stat
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
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} path @param {number} status
 */
async function sendOpenedFile(request, response, path, status) {
  /** @type {import('node:fs/promises').FileHandle | undefined} */
  let file;
  /** @type {import('node:fs').Stats | undefined} */
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
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} path @param {number} status
 */
function sendFile(request, response, path, status) {
  sendOpenedFile(request, response, path, status).catch(() => {
    if (response.headersSent) response.destroy();
    else sendText(response, 500, 'Internal server error');
  });
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
  if (collectorPort && requestUrl(request.url ?? '/')?.pathname === MEASURE_PATH) {
    passToCollector(request, response, collectorPort);
    return;
  }
  for (const [name, value] of Object.entries(originHeaders(request))) {
    response.setHeader(name, value);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = requestUrl(request.url ?? '/');
  const where = rootsOf(request);
  if (!('roots' in where)) {
    sendText(response, where.status, where.why);
    return;
  }
  const { roots } = where;
  if (!url) {
    sendText(response, 400, 'Bad request');
    return;
  }
  const { pathname, search } = url;
  if (isHidden(pathname)) {
    sendText(response, 404, 'Not found');
    return;
  }
  const redirect = spa ? redirectOf(pathname, search) : undefined;
  if (redirect) {
    response.writeHead(redirect.status, { Location: redirect.location, 'Content-Length': 0 });
    response.end();
    return;
  }
  if (admin && isAdminPath(pathname)) {
    // The owner's bookmark of /admin: the editor is on its own origin now.
    response.writeHead(302, { Location: `${adminOrigin}/`, 'Content-Length': 0 }).end();
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
  setFileHeaders(response, roots, served.path);
  sendFile(request, response, served.path, served.status);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    values.previews
      ? `serving the previews of ${site} on http://<id>.preview.localhost:${port}`
      : `serving ${site} on http://localhost:${port}${spa ? ' (routes and not-found pages)' : ''}`,
  );
});

/** servers/nginx's admin-headers.conf: not to be framed or indexed. */
const editorHeaders = nginxHeaders('admin', {}, { hsts: '' });

/**
 * The editor's origin: its files alone, its page at '/', nothing hidden, and the headers
 * of servers/nginx's admin-headers.conf; its CSP is the <meta> of its page. No CORS: no
 * other origin has anything to read here.
 */
const editorServer = createServer((request, response) => {
  for (const [name, value] of Object.entries(editorHeaders)) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = requestUrl(request.url ?? '/')?.pathname;
  const file = admin && pathname && !isHidden(pathname) ? fileBelow(admin, pathname) : undefined;
  if (!file) {
    sendText(response, 404, 'Not found');
    return;
  }
  sendFile(request, response, file, 200);
});

if (admin) {
  editorServer.listen(adminPort, '127.0.0.1', () => {
    console.log(`serving the editor ${admin} on ${adminOrigin}`);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    editorServer.close();
    server.close(() => process.exit(0));
  });
}
