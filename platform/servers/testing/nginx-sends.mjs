// @ts-check
// What platform/servers/nginx sends, read from its own files as its render.sh renders them, for
// the tests that hold the local servers to the same headers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition, shiftedPort } from 'composition';

/** @import { IncomingHttpHeaders } from 'node:http' */

const NGINX = join(import.meta.dirname, '..', 'nginx');

/**
 * Each `add_header` of `file`, its placeholders and $variables filled from `values` (a
 * header whose value is empty is not sent, as nginx does), by lower-case name.
 * @param {string} file @param {Record<string, string>} values
 */
export function nginxSends(file, values) {
  const text = readFileSync(join(NGINX, file), 'utf8');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of text.split('\n')) {
    const [, name, quoted, bare] =
      line.match(/^\s*add_header (\S+) (?:"(.*)"|(\S+?))(?: always)?;$/) ?? [];
    if (!name) continue;
    const value = (quoted ?? bare ?? '').replace(/@(\w+)@|\$(\w+)/g, (_, at, dollar) => {
      const filled = values[at ?? dollar];
      if (filled === undefined) throw new Error(`the test does not fill ${at ?? dollar}`);
      return filled;
    });
    if (value) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/**
 * What platform/servers/nginx sends on the shell's origin: site-headers.conf, whose CSP is
 * site-csp.conf's policy for HTML and none for any other file.
 * @param {Record<string, string>} values @param {{ html: boolean }} [sent]
 */
export function siteSends(values, sent = { html: true }) {
  const text = readFileSync(join(NGINX, 'site-csp.conf'), 'utf8');
  const written = text.match(/^\s*~\^text\/html "(.*)";$/m)?.[1] ?? '';
  const policy = written.replace(/@(\w+)@|\$(\w+)/g, (_, at, dollar) => values[at ?? dollar] ?? '');
  return nginxSends('site-headers.conf', { ...values, site_csp: sent.html ? policy : '' });
}

/**
 * The headers of `response` that nginx's `expected` names, and CORS's, by lower-case name.
 * @param {{ headers: IncomingHttpHeaders }} response
 * @param {Record<string, string>} expected
 */
export const securityHeadersOf = (response, expected) =>
  Object.fromEntries(
    [...Object.keys(expected), 'access-control-allow-origin', 'strict-transport-security']
      .filter((name) => response.headers[name] !== undefined)
      .map((name) => [name, String(response.headers[name])]),
  );

/** The remotes beside a shell on `shellPort`, as platform/servers/nginx/render.sh names them. */
export const remotesBeside = (/** @type {number} */ shellPort) =>
  Object.values(composition.remotes)
    .map((remote) => `http://localhost:${shiftedPort(remote.port, shellPort)}`)
    .join(' ');
