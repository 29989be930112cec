// @ts-check
// The Content-Security-Policy allows the composed pages' inline <style>, loader <script>
// and islands (decision 025) by their sha256 (computed by the shell's composer), never by 'unsafe-inline'.
// A composition records them in csp/routes.json and as an nginx map,
// csp/inline-hashes.conf, that platform/servers/nginx includes. Neither file is served; a bucket's
// pages also carry theirs as metadata, for the CDN to turn into a header.

/** @import { InlineHashes } from 'shared-types' */

/**
 * The files of csp/ for a composition's pages, by served file ("/_routes/home/index.html").
 * @param {Record<string, InlineHashes>} routes
 * @returns {Record<string, string>}
 */
export function cspFiles(routes) {
  /** @param {string} variable @param {'script' | 'style'} kind */
  const map = (variable, kind) => {
    const lines = Object.entries(routes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([uri, hashes]) => `  ${uri} "${hashes[kind].join(' ')}";`);
    return `map $uri ${variable} {\n  default "";\n${lines.join('\n')}\n}\n`;
  };
  const sorted = Object.fromEntries(Object.entries(routes).sort(([a], [b]) => a.localeCompare(b)));
  return {
    'routes.json': `${JSON.stringify(sorted, null, 2)}\n`,
    'inline-hashes.conf': [
      '# Written by platform/release/site/csp.mjs at each composition: the sha256 of each page’s inline',
      '# script and style, keyed by the file nginx serves. Reload nginx after a release.',
      map('$csp_script_hashes', 'script'),
      map('$csp_style_hashes', 'style'),
    ].join('\n'),
  };
}
