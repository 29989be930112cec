// The shell's render build (`vite build --ssr`): the composer that writes every page of
// the site, its frame and not-found page, and the SiteConfig it was built with, which
// the release engine publishes as site-config.json for every remote's render.
import type { ShellRenderer } from 'shared-types';

export { composePages } from './composer/compose-pages';
export { renderFrame, renderNotFound } from './composer/render-frame';
export { siteConfig } from './config/site-config';

// The exports above are the ShellRenderer contract; this fails to type-check if they drift.
export type { ShellRenderer };
