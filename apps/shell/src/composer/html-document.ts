// Writes one page's HTML document from its parts. Pure string work: what goes in is
// decided by compose-pages.ts.
import type { Alternates, PageHead } from 'shared-types';

const escapeText = (text: string) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

/** JSON inside a <script> element: "</script>" and "<!--" must not appear in it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A not-found page has no URL of its own, so no canonical one and no alternates. */
function headTags(
  head: PageHead,
  canonical: string | undefined,
  alternates: Alternates,
  siteName: string,
): string[] {
  const meta = (key: string, name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(canonical ? [`<link rel="canonical" href="${escapeAttribute(canonical)}">`] : []),
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}">`,
    ),
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

export interface DocumentParts {
  lang: string;
  /** The tags the shell's index.html keeps (charset, viewport, icon…). */
  shellHead: readonly string[];
  head: PageHead;
  canonical?: string;
  alternates?: Alternates;
  siteName: string;
  /** The page's critical CSS, inlined. */
  css: string;
  /**
   * The stylesheets `css` inlined, by URL: named as disabled links, which the browser does
   * not fetch, so the app's loaders (Vite's, the federation runtime's) see them there and
   * do not fetch them again either.
   */
  inlinedStylesheets?: readonly string[];
  /** The frame with the page in its main. */
  root: string;
  /** { id: value } JSON data blocks for the app; undefined values are left out. */
  data: Record<string, unknown>;
  /** The page's islands (decision 025): run before the app, so before its loader. */
  islands?: readonly string[];
  /** The inline script that starts the app. */
  loader: string;
  /** The import map's text (scriptJson), which the CSP allows by its hash. */
  importMap?: string;
}

export function htmlDocument(parts: DocumentParts): string {
  const dataBlocks = Object.entries(parts.data)
    .filter(([, value]) => value !== undefined)
    .map(
      ([id, value]) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`,
    );
  return [
    '<!doctype html>',
    `<html lang="${parts.lang}">`,
    '<head>',
    ...parts.shellHead,
    ...(parts.importMap ? [`<script type="importmap">${parts.importMap}</script>`] : []),
    ...headTags(parts.head, parts.canonical, parts.alternates ?? [], parts.siteName),
    `<style>${parts.css}</style>`,
    ...(parts.inlinedStylesheets ?? []).map(
      (href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`,
    ),
    '</head>',
    '<body>',
    `<div id="root">${parts.root}</div>`,
    ...dataBlocks,
    ...(parts.islands ?? []).map((island) => `<script>${island}</script>`),
    `<script>${parts.loader}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
