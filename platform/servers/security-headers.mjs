// @ts-check
// The security headers the local servers send (platform/servers/site/, platform/servers/previews/), read
// from platform/servers/nginx's own
// header files, so the local server and production say the same thing in one place:
// site-headers.conf on the shell's origin and the previews' (with site-csp.conf's CSP on
// HTML, allowing each page's inline code by the hashes the release wrote,
// platform/release/site/csp.mjs), remote-headers.conf
// on each remote's (preview-page-headers.conf on a part's preview page), admin-headers.conf
// on the editor's. Cache-Control is not taken from
// them: object-headers.mjs's cacheControlOf is the rule nginx's $cache_control map says.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** platform/servers/nginx's header files. */
export const HEADER_FILES = /** @type {const} */ ({
  site: 'site-headers.conf',
  remote: 'remote-headers.conf',
  admin: 'admin-headers.conf',
  previewPage: 'preview-page-headers.conf',
});

/**
 * Where a part's preview page is on its remote's origin (shared-types' owner-preview.ts:
 * the page the owner's editor frames): the one path of a remote's origin answered with
 * preview-page-headers.conf instead of remote-headers.conf. Written as nginx's location
 * reads it (platform/servers/nginx/remote-servers.mjs, platform/servers/cdn/render.mjs) and as this server's
 * RegExp.
 */
export const PREVIEW_PAGE_LOCATION = '^/releases/[^/]+/owner-preview\\.html$';

/** Whether a request's path is a part's preview page. @param {string} pathname */
export const isPreviewPage = (pathname) => new RegExp(PREVIEW_PAGE_LOCATION).test(pathname);

/** @typedef {keyof typeof HEADER_FILES} HeaderSet */

/**
 * Each file's lines, read once (nginx too reads them at its start).
 * @type {Map<string, Array<[string, string]>>}
 */
const readLines = new Map();

/**
 * The `add_header NAME VALUE [always];` lines of one of platform/servers/nginx's header files, as
 * written: the value quoted or bare, with its placeholders (render.sh's) and $variables.
 * @param {string} file a name of HEADER_FILES
 * @returns {Array<[string, string]>}
 */
export function addHeaderLines(file) {
  const known = readLines.get(file);
  if (known) return known;
  const text = readFileSync(join(import.meta.dirname, 'nginx', file), 'utf8');
  const lines = [
    ...text.matchAll(/^[ \t]*add_header[ \t]+([\w-]+)[ \t]+(?:"([^"]*)"|([^\s;"]+))[^;\n]*;/gm),
  ].map((line) => /** @type {[string, string]} */ ([line[1] ?? '', line[2] ?? line[3] ?? '']));
  if (lines.length === 0) throw new Error(`platform/servers/nginx/${file} has no add_header line`);
  readLines.set(file, lines);
  return lines;
}

/**
 * The headers of one of platform/servers/nginx's header files with its placeholders (what
 * render.sh fills in) and $variables (nginx's, per request) filled in. As nginx does, a header
 * whose value comes out empty is not sent ($hsts over plain http). A placeholder or
 * variable this is not given throws, naming it: a header added to nginx's files with a
 * new one must be taught here too, never sent half-filled.
 * @param {HeaderSet} set
 * @param {Record<string, string>} placeholders
 * @param {Record<string, string>} variables
 * @returns {Record<string, string>}
 */
export function nginxHeaders(set, placeholders, variables) {
  const file = HEADER_FILES[set];
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, written] of addHeaderLines(file)) {
    if (name.toLowerCase() === 'cache-control') continue;
    const value = filled(written, placeholders, variables, file);
    if (value.trim() !== '') headers[name] = value;
  }
  return headers;
}

/** platform/servers/nginx's map of the site's CSP by the type of what is sent. */
const SITE_CSP_FILE = 'site-csp.conf';

/** @type {string | undefined} */
let readPolicy;

/**
 * The site's Content-Security-Policy for an HTML response, as site-csp.conf's map gives
 * it (nginx sends it with HTML alone: the header is a document's), filled in as
 * nginxHeaders fills a header. Pass it as the `site_csp` variable of the site's headers.
 * @param {Record<string, string>} placeholders
 * @param {Record<string, string>} variables
 */
export function sitePolicy(placeholders, variables) {
  if (readPolicy === undefined) {
    const text = readFileSync(join(import.meta.dirname, 'nginx', SITE_CSP_FILE), 'utf8');
    const line = text.match(/^[ \t]*~\^text\/html[ \t]+"([^"]+)";/m);
    if (!line?.[1])
      throw new Error(`platform/servers/nginx/${SITE_CSP_FILE} has no policy for text/html`);
    readPolicy = line[1];
  }
  return filled(readPolicy, placeholders, variables, SITE_CSP_FILE);
}

/**
 * A value as written in one of platform/servers/nginx's files, with its placeholders and variables filled.
 * @param {string} written @param {Record<string, string>} placeholders
 * @param {Record<string, string>} variables @param {string} file
 */
const filled = (written, placeholders, variables, file) =>
  written
    .replace(/@([A-Z_]+)@/g, (_, key) => given(placeholders, key, `@${key}@`, file))
    .replace(/\$([a-z_]+)/g, (_, key) => given(variables, key, `$${key}`, file));

/**
 * @param {Record<string, string>} values @param {string} key @param {string} written
 * @param {string} file
 */
function given(values, key, written, file) {
  const value = values[key];
  if (value === undefined) {
    throw new Error(
      `platform/servers/nginx/${file} uses ${written}, which the static server does not fill`,
    );
  }
  return value;
}

/**
 * A composition's inline-code hashes by served file, as platform/release/site/csp.mjs writes them.
 * @typedef {Record<string, { script?: string[], style?: string[] }>} RouteHashes
 */

/** @type {Map<string, { mtimeMs: number, size: number, routes: RouteHashes }>} */
const readMaps = new Map();

/**
 * The hashes of a served file's inline script and style, from a composition's
 * csp/routes.json, read again whenever a release rewrites it (nginx needs a reload for
 * that; this server does not). None for a file the map does not name or before any
 * release (nginx's map default, ""); a map caught half-written keeps its last reading.
 * @param {string} routesFile the composition's csp/routes.json
 * @param {string} served the served file from its shell folder: "/_routes/home/index.html"
 * @returns {{ script: string, style: string }}
 */
export function inlineHashesOf(routesFile, served) {
  let stat;
  try {
    stat = statSync(routesFile);
  } catch {
    return { script: '', style: '' };
  }
  let read = readMaps.get(routesFile);
  if (!read || read.mtimeMs !== stat.mtimeMs || read.size !== stat.size) {
    try {
      const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
      read = { mtimeMs: stat.mtimeMs, size: stat.size, routes };
      readMaps.set(routesFile, read);
    } catch {
      // Being rewritten: the last reading until it is whole.
    }
  }
  const page = Object.hasOwn(read?.routes ?? {}, served) ? read?.routes[served] : undefined;
  return { script: (page?.script ?? []).join(' '), style: (page?.style ?? []).join(' ') };
}
