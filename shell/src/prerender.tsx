// The shell's render build (`vite build --ssr`): its frame (navbar, footer, floating
// links) as HTML for any path, its not-found page, and the SiteConfig it was built with,
// which the release step publishes as site-config.json for every remote's render.
import type { ShellRenderer } from 'shared-types';
import { MAIN_SLOT } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { notFoundTexts } from './content/shell-texts';
import { SiteFrame } from './layout/site-frame';
import { NotFoundPage } from './pages/not-found-page';

export { siteConfig } from './config/site-config';

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

// The release step finds the page's place and the render builds' asset placeholder by these.
export { MAIN_SLOT, RENDER_ASSET_BASE } from 'shared-types';
