import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
// build-config by its path: Vite bundles this file and the schemas it imports but leaves a
// package import to Node, which cannot load .ts. Elsewhere its exports name it ('build-config/…').
import { appConfig } from '../../packages/build-config/app-config.ts';
import { contentValidation } from '../../packages/build-config/content/content-plugin.ts';
import { ownerPreviewPage } from '../../packages/build-config/owner-preview-page.ts';
import { contentCollections } from './src/content/schema.ts';

// Name, port, routes and exposes: composition.json. Its '/service/*' is published as one
// route per content file, each named by its slug (a unit test holds it to that).
const slugs = readdirSync(`${import.meta.dirname}/content/services`)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    remote: 'mf_services',
    expandRoute: (pattern) => slugs.map((slug) => pattern.replace('*', slug)),
    extraPlugins: [
      contentValidation(contentCollections, import.meta.dirname),
      imagetools(),
      // owner-preview.html: the owner's preview while typing, framed by the editor.
      ownerPreviewPage({ appDir: import.meta.dirname, plugins: [imagetools()] }),
    ],
  }),
);
