// @ts-check
// The Content-Type and Cache-Control of every file of a site, as the table of
// docs/releasing.md ("Cache headers on any host or CDN") says:
// what platform/servers/site/ sends, what every object published to a bucket carries
// (a CDN honours them, so nothing needs purging on a release), and what platform/servers/nginx's
// types and map say too.
import { extname } from 'node:path';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** @param {string} key */
export const contentTypeOf = (key) =>
  CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * Content-hashed files (under assets/) never change; everything else names what is live
 * and is revalidated on every load.
 * @param {string} key
 */
export const cacheControlOf = (key) =>
  key.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
