import { defineConfig } from 'vite';
import { appConfig } from '../shared-ui/vite/app-config.ts';

export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    port: 4002,
    federation: {
      name: 'mf_services',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: {
        './CataloguePage': './src/exposed/catalogue-page.tsx',
        './ServicePage': './src/exposed/service-page.tsx',
        './Catalogue': './src/exposed/catalogue.ts',
      },
    },
  }),
);
