// @ts-check
// Every composed page says which release of each part it was composed from, in a JSON
// data block the field measurement's beacon reads (decision 019): an error, a vital or a
// conversion is charged to the release that was live on that page. A data block is
// never run, so the CSP has nothing to allow.

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
