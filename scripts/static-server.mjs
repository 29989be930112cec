#!/usr/bin/env node
// Serves one app's production build on loopback, the way a static host or CDN origin would:
// CORS for the remotes' cross-origin module scripts, revalidation for the files that name
// the current release, a year of caching for hashed assets, gzip, and (with --spa) the
// shell's history-API fallback. Usage: node scripts/static-server.mjs <dir> <port> [--spa]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { cacheControlOf, contentTypeOf } from './deploy/object-headers.mjs';

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

function fileAt(urlPath) {
  const candidate = normalize(join(root, decodeURIComponent(urlPath)));
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

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  // Only extension-less paths are routes; a missing .js or .json must be a real 404.
  // A route's own HTML (composed at deploy, with its preload hints) comes first.
  const isRoute = spa && !extname(pathname);
  let path = isRoute ? fileAt(`/_routes${pathname.replace(/\/$/, '')}/index.html`) : undefined;
  path ??= fileAt(pathname);
  if (!path && isRoute) path = fileAt('/index.html');
  if (!path) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const ext = extname(path);
  const headers = {
    'Content-Type': contentTypeOf(path),
    'Cache-Control': cacheControlOf(path),
    Vary: 'Accept-Encoding',
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const body = createReadStream(path);
  (gzip ? body.pipe(createGzip()) : body).pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} on http://localhost:${port}${spa ? ' (history fallback)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
