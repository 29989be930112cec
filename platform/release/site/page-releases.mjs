import { LANGUAGE_PREFIXES } from 'deployment';
// @ts-check
// Every composed page says which releases it was composed from, in a JSON data block the
// field measurement's beacon reads (decision 019): the shell's, and the release of the
// part whose route it is. An error, a vital or a conversion on that page is charged to
// them, and no team's script chooses what. Only those two: a release of one part still
// changes its own pages alone. A data block is never run: the CSP has nothing to allow.

export const PAGE_RELEASES_ID = 'jac-releases';

/**
 * The start of a composed page, as the composer writes it: `<!doctype html>`, `<html lang>`,
 * `<head>`. Nothing of a part's comes before it (its head's words are escaped, its CSS and
 * its page come later), so a block placed right after it is the first element of the page.
 */
const PAGE_START = /^\s*(?:<!doctype[^>]*>\s*)?(?:<html(?:\s[^>]*)?>\s*)?(?:<head>)?/i;

/** @param {string} data JSON with `<` escaped */
const blockOf = (data) =>
  `<script type="application/json" id="${PAGE_RELEASES_ID}">${data}</script>`;

/**
 * `html` with `block` first in its head. The beacon reads the block by its id
 * (getElementById), which takes the first element of that id in the page: a part's own
 * HTML can write a block of the same id (in its page, after its CSS breaks out of the
 * <style>, with its id's letters as character references), but never before this one, and
 * no comment or element it leaves open can hide what comes before it.
 * @param {string} html @param {string} block
 */
function withFirst(html, block) {
  const start = PAGE_START.exec(html)?.[0] ?? '';
  return `${start}${block}${html.slice(start.length)}`;
}

/**
 * @param {string} html a composed page
 * @param {Record<string, string>} releases part (package folder) → release id
 */
export function withPageReleases(html, releases) {
  // `<` escaped: nothing in the data can close the script element.
  return withFirst(html, blockOf(JSON.stringify(releases).replaceAll('<', '\\u003c')));
}

/**
 * A page that names no releases: one the field measurement must not count (a preview). The
 * engine's block stays first, and names none, so a part's block further down is not read
 * in its place. @param {string} html
 */
export function withoutPageReleases(html) {
  const start = PAGE_START.exec(html)?.[0] ?? '';
  const engines = new RegExp(
    `^<script type="application/json" id="${PAGE_RELEASES_ID}">[^<]*</script>`,
  );
  return `${start}${blockOf('{}')}${html.slice(start.length).replace(engines, '')}`;
}

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
