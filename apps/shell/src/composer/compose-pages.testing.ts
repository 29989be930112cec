import type { LiveRemote, RemoteRenderer } from 'shared-types';
import { RENDER_ASSET_BASE } from 'shared-types';
import { composePages } from './compose-pages';

// For the composer's tests (compose-pages*.test.ts): mf_contact, a remote whose render
// build writes /contact with a first-screen picture, a linked asset and a head; the shell's
// HTML template; and the pages of some remotes composed in that frame.

export const BASE = 'http://localhost:4003/releases/abcdefabcdef/';

export const renderer: RemoteRenderer = {
  renderRoutes: async () => [
    {
      path: '/contact',
      html: `<link rel="preload" as="image" href="${RENDER_ASSET_BASE}assets/desk.svg"/><h1>Contact us</h1><img fetchPriority="high" src="${RENDER_ASSET_BASE}assets/desk.svg" alt=""><a href="${RENDER_ASSET_BASE}assets/map.png">map</a>`,
      head: { title: 'Contact | Test', description: 'Write to us', jsonLd: [{ '@type': 'Thing' }] },
    },
  ],
};

export const contact: LiveRemote = {
  name: 'mf_contact',
  base: BASE,
  deployment: { entry: `${BASE}remoteEntry.js`, version: '1.0.0', contract: '1.0.0' },
  routes: [{ path: '/contact', expose: './ContactPage' }],
  renderer,
  manifest: {
    exposes: [
      {
        name: 'ContactPage',
        assets: { js: { sync: ['assets/page.js'] }, css: { sync: ['assets/page.css'] } },
      },
    ],
  },
  readFile: (file) => (file.endsWith('.svg') ? '<svg viewBox="0 0 1 1"></svg>' : '.form{gap:1rem}'),
};

export const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="/favicon.svg" /><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/vendor-1.js"></head></html>';

/** The pages of `remotes` in the test's frame, with no shell CSS of its own. */
export const composed = (remotes: LiveRemote[]) =>
  composePages({ origin: 'https://www.example.in', template, shellCss: '', remotes, year: 2026 });
