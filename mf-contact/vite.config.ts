import { defineConfig } from 'vite';
import { appConfig } from '../shared-ui/vite/app-config.ts';

export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    port: 4003,
    routes: [{ path: '/contact', expose: './ContactPage' }],
    federation: {
      name: 'mf_contact',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: {
        './ContactPage': './src/exposed/contact-page.tsx',
      },
    },
  }),
);
