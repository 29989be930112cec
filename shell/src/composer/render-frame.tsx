// The shell's part of every page, rendered in Node: its frame (navbar, footer, floating
// links) for any path, and its not-found page.
import type { ShellRenderer } from 'shared-types';
import { MAIN_SLOT } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { localePath } from 'shared-ui/site';
import { notFoundHead } from '../content/shell-texts';
import { SiteFrame } from '../layout/site-frame';
import { NotFoundPage } from '../pages/not-found-page';

/** The frame for `path`, a page's own path with its language's prefix: the frame reads its language from it. */
export const renderFrame: ShellRenderer['renderFrame'] = ({ site, path, catalogue, year }) =>
  renderToHtml(
    path,
    <SiteFrame site={site} mainHtml={MAIN_SLOT} catalogue={catalogue} year={year} />,
  );

export const renderNotFound: ShellRenderer['renderNotFound'] = async ({ site, locale = 'en' }) => {
  const path = localePath(locale, '/404');
  return {
    path,
    html: await renderToHtml(path, <NotFoundPage site={site} />),
    head: notFoundHead(site, locale),
  };
};
