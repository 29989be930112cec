import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { appConfig } from '../build-config/app-config.ts';
import { contentValidation } from '../build-config/content/content-plugin.ts';
import { contentCollections } from './src/content/schema.ts';

// Name, port, routes and exposes: composition.json.
export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    remote: 'mf_contact',
    extraPlugins: [contentValidation(contentCollections, import.meta.dirname), imagetools()],
  }),
);
