import { LANGUAGE_PREFIXES } from '../../deployment/index.mjs';
// @ts-check
// Every composed page says which releases it was composed from, in a JSON data block the
// field measurement's beacon reads (decision 019): the shell's, and the release of the
// part whose route it is. An error, a vital or a conversion on that page is charged to
// them, and no team's script chooses what. Only those two: a release of one part still
// changes its own pages alone. A data block is never run: the CSP has nothing to allow.

export const PAGE_RELEASES_ID = 'jac-releases';

/**
 * @param {string} html a composed page
 * @param {Record<string, string>} releases part (package folder) → release id
 */
export function withPageReleases(html, releases) {
  // `<` escaped: nothing in the data can close the script element.
  const data = JSON.stringify(releases).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${PAGE_RELEASES_ID}">${data}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + block : `${html.slice(0, end)}${block}${html.slice(end)}`;
}

/** A page without its releases: one the field measurement must not count (a preview). @param {string} html */
export const withoutPageReleases = (html) =>
  html.replace(
    new RegExp(`<script type="application/json" id="${PAGE_RELEASES_ID}">[^<]*</script>`),
    '',
  );

/**
 * The part whose route a composed page is ('/hi/service/ac' and '/service/*' are
 * mf-services'), or undefined for the shell's own pages (its not-found pages).
 * @template {{ routes: ReadonlyArray<{ path: string }> }} Remote
 * @param {string} pagePath @param {Remote[]} remotes @returns {Remote | undefined}
 */
export function partOfPage(pagePath, remotes) {
  const prefix = LANGUAGE_PREFIXES.find(
    (language) => language && (pagePath === language || pagePath.startsWith(`${language}/`)),
  );
  const path = (prefix ? pagePath.slice(prefix.length) : pagePath) || '/';
  return remotes.find((remote) =>
    remote.routes.some(
      (route) =>
        route.path === path ||
        (route.path.endsWith('/*') &&
          path.startsWith(route.path.slice(0, -1)) &&
          !path.slice(route.path.length - 1).includes('/')),
    ),
  );
}
