// @ts-check
// A preview says that it is one: every page of a preview's composition carries a banner
// (in the page's language, with a link to the same page on the live site) and is kept
// out of search engines. It names no releases (page-releases.mjs): a preview is not the
// live site, so the field measurement counts nothing on it. It is added where a preview is composed alone
// (engine/release/preview.mjs): the live composition never has it, and a promote composes the
// live site afresh from the releases.

import { withoutPageReleases } from './page-releases.mjs';

/** @import { Composition } from '../core/engine-types.mjs' */

/**
 * The banner's style sheet, beside the preview's pages: the CSP allows no new inline style.
 * The site's navbar is fixed at the top and its pages start below it (the shared token
 * --navbar-height): the banner sits right under the navbar, and the page right under it.
 */
export const BANNER_STYLESHEET = 'preview-banner.css';

const BANNER_CSS = `.jac-preview-banner{position:relative;margin:var(--navbar-height,4rem) 0 calc(-1*var(--navbar-height,4rem));padding:.6rem 1rem;background:#fff4d6;color:#3d2a00;border-bottom:2px solid #f4a300;font:600 1rem/1.4 system-ui,sans-serif;text-align:center}
.jac-preview-banner p{margin:0}
.jac-preview-banner a{display:inline-block;min-height:24px;padding:.125rem 0;color:#0b3a75;text-decoration:underline;margin-left:.5rem;white-space:nowrap}
`;

/** The banner's words, in each language of the site. */
const WORDS = {
  en: {
    label: 'Preview',
    text: 'A preview of your change: not live yet.',
    live: 'See the live page',
  },
  hi: {
    label: 'पूर्वावलोकन',
    text: 'आपके बदलाव का पूर्वावलोकन: अभी लाइव नहीं है।',
    live: 'लाइव पेज देखें',
  },
};

/** @param {string} text */
const escaped = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A composed page with the banner first in its body and `noindex` in its head. The live
 * page it links to is the page's canonical address, else the live site's home.
 * @param {string} html @param {string} liveOrigin
 */
export function withBanner(html, liveOrigin) {
  const lang = html.match(/<html[^>]*\blang="([a-z-]+)"/)?.[1] ?? 'en';
  const words = lang === 'hi' ? WORDS.hi : WORDS.en;
  const canonical = html.match(/<link rel="canonical" href="([^"]+)">/)?.[1];
  const live = canonical?.startsWith(`${liveOrigin}/`) ? canonical : `${liveOrigin}/`;
  const banner = `<aside class="jac-preview-banner" aria-label="${escaped(words.label)}"><p>${escaped(words.text)}<a href="${escaped(live)}">${escaped(words.live)}</a></p></aside>`;
  const head = `<meta name="robots" content="noindex"><link rel="stylesheet" href="/${BANNER_STYLESHEET}">`;
  return withoutPageReleases(html)
    .replace(/<\/head>/, `${head}</head>`)
    .replace(/<body[^>]*>/, (body) => `${body}${banner}`);
}

/**
 * A preview's composition: every HTML page with its banner, and the banner's style sheet.
 * @param {Composition} composition
 * @param {string} liveOrigin the live site's origin
 * @returns {Composition}
 */
export function asPreview(composition, liveOrigin) {
  const shell = new Map();
  for (const [file, content] of composition.shell) {
    shell.set(
      file,
      file.endsWith('.html')
        ? Buffer.from(withBanner(content.toString('utf8'), liveOrigin))
        : content,
    );
  }
  shell.set(BANNER_STYLESHEET, Buffer.from(BANNER_CSS));
  return { ...composition, shell };
}
