import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
// build-config by its path: Vite bundles this file and the schemas it imports but leaves a
// package import to Node, which cannot load .ts. Elsewhere its exports name it ('build-config/…').
import { appConfig } from '../../packages/build-config/app-config.ts';
import { contentValidation } from '../../packages/build-config/content/content-plugin.ts';
import { contentCollections } from './src/content/schema.ts';

// Name, port, routes and exposes: composition.json.
export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    remote: 'mf_marketing',
    extraPlugins: [contentValidation(contentCollections, import.meta.dirname), imagetools()],
  }),
);
