// The shell's part of every page, rendered in Node: its frame (navbar, footer, floating
// links) for any path, and its not-found page.
import type { ShellRenderer } from 'shared-types';
import { MAIN_SLOT } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { notFoundTexts } from '../content/shell-texts';
import { SiteFrame } from '../layout/site-frame';
import { NotFoundPage } from '../pages/not-found-page';

export const renderFrame: ShellRenderer['renderFrame'] = ({ site, path, catalogue, year }) =>
  renderToHtml(
    path,
    <SiteFrame site={site} mainHtml={MAIN_SLOT} catalogue={catalogue} year={year} />,
  );

export const renderNotFound: ShellRenderer['renderNotFound'] = async ({ site }) => ({
  path: '/404',
  html: await renderToHtml('/404', <NotFoundPage site={site} />),
  head: notFoundTexts.head(site),
});
