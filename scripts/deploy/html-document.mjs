// Writes one route's HTML document from its parts. Pure string work: what goes in is
// decided by route-html.mjs.

// @ts-check
/** @param {string} text */
const escapeText = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** @param {string} text */
const escapeAttribute = (text) => escapeText(text).replaceAll('"', '&quot;');

/** JSON inside a <script> element: "</script>" and "<!--" must not appear in it. */
/** @param {unknown} value */
export const scriptJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * @typedef {{ title: string, description: string, image?: { url: string, alt: string },
 *   jsonLd?: object[] }} PageHead
 */

/**
 * A not-found page has no URL of its own, so no canonical one.
 * @param {{ head: PageHead, canonical?: string, siteName: string }} input
 */
function headTags({ head, canonical, siteName }) {
  /** @param {string} key @param {string} name @param {string} content */
  const meta = (key, name, content) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(canonical ? [`<link rel="canonical" href="${escapeAttribute(canonical)}">`] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ];
}

/**
 * `shellHead`: the tags the shell's index.html keeps (charset, viewport, icon…);
 * `css`: the critical CSS, inlined; `root`: the frame with the page in its main;
 * `data`: { id: value } JSON data blocks for the app; `loader`: the inline script.
 */
/**
 * @param {{ lang: string, shellHead: string[], head: PageHead, canonical?: string,
 *   siteName: string, css: string, root: string, data: Record<string, unknown>,
 *   loader: string }} parts
 */
export function htmlDocument({
  lang,
  shellHead,
  head,
  canonical,
  siteName,
  css,
  root,
  data,
  loader,
}) {
  const dataBlocks = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(
      ([id, value]) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`,
    );
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    ...shellHead,
    ...headTags({ head, canonical, siteName }),
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    `<div id="root">${root}</div>`,
    ...dataBlocks,
    `<script>${loader}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
