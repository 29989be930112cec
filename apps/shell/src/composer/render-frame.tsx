// The shell's part of every page, rendered in Node: its frame (navbar, footer, floating
// links) for any path, and its not-found page.
import type { ShellRenderer } from 'shared-types';
import { defaultLocale, MAIN_SLOT } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { localePath, translatedPath } from 'shared-ui/site';
import { notFoundHead } from '../content/shell-texts';
import { SiteFrame } from '../layout/site-frame';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * The frame of the page at `path` in `locale`: drawn at that page's address in that
 * language ('/about' in Hindi: '/hi/about'), whose prefix the frame's links, current link
 * and language switch read.
 */
export const renderFrame: ShellRenderer['renderFrame'] = ({
  site,
  path,
  locale = defaultLocale,
  catalogue,
  year,
}) =>
  renderToHtml(
    translatedPath(path, locale),
    <SiteFrame site={site} mainHtml={MAIN_SLOT} catalogue={catalogue} year={year} />,
  );

export const renderNotFound: ShellRenderer['renderNotFound'] = async ({
  site,
  locale = defaultLocale,
}) => {
  const path = localePath(locale, '/404');
  return {
    path,
    html: await renderToHtml(path, <NotFoundPage site={site} />),
    head: notFoundHead(site, locale),
  };
};
