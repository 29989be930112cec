// The Content-Security-Policy allows the composed pages' inline <style> and loader
// <script> by their sha256, never by 'unsafe-inline'. Each route's hashes are recorded
// in <site>/csp/routes.json and written as an nginx map (<site>/csp/inline-hashes.conf)
// that deploy/nginx includes. Neither file is served.
// @ts-check
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readJson, writeAtomically } from './files.mjs';

/** @param {string} text */
export const sha256Source = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** @param {string} site */
const routesFile = (site) => join(site, 'csp/routes.json');

/**
 * `changes`: { [served file, e.g. "/_routes/home/index.html"]: { script: [...], style: [...] } },
 * merged into what earlier compositions recorded for the other routes; `removed`: pages
 * no release serves any more.
 */
/**
 * @typedef {{ script: string[], style: string[] }} InlineHashes
 * @param {string} site
 * @param {Record<string, InlineHashes>} changes
 * @param {string[]} [removed]
 */
export function recordInlineHashes(site, changes, removed = []) {
  /** @type {Record<string, InlineHashes>} */
  const routes = { ...readJson(routesFile(site), {}), ...changes };
  for (const file of removed) delete routes[file];
  writeAtomically(routesFile(site), `${JSON.stringify(routes, null, 2)}\n`);
  writeAtomically(join(site, 'csp/inline-hashes.conf'), nginxMaps(routes));
}

/** @param {Record<string, InlineHashes>} routes */
function nginxMaps(routes) {
  /** @param {string} variable @param {'script' | 'style'} kind */
  const map = (variable, kind) => {
    const lines = Object.entries(routes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([uri, hashes]) => `  ${uri} "${hashes[kind].join(' ')}";`);
    return `map $uri ${variable} {\n  default "";\n${lines.join('\n')}\n}\n`;
  };
  return [
    '# Written by scripts/deploy/csp.mjs at each release: the sha256 of each page’s inline',
    '# script and style, keyed by the file nginx serves. Reload nginx after a release.',
    map('$csp_script_hashes', 'script'),
    map('$csp_style_hashes', 'style'),
  ].join('\n');
}
