import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

// Each content file is named by its slug (a unit test holds it to that).
const serviceRoutes = readdirSync(`${import.meta.dirname}/src/content/services`)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ path: `/service/${file.replace(/\.ts$/, '')}`, expose: './ServicePage' }));

import { appConfig } from '../shared-ui/vite/app-config.ts';

export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    port: 4002,
    routes: [{ path: '/services', expose: './CataloguePage' }, ...serviceRoutes],
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
