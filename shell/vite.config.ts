import { defineConfig } from 'vite';
import { appConfig } from '../shared-ui/vite/app-config.ts';

export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    port: 4000,
    base: '/',
    federation: {
      name: 'shell',
      // Remote URLs are deployment data (public/remotes.json), registered at start-up.
      remotes: {},
      // With the default 'version-first', one hung remote leaves the whole shell blank.
      shareStrategy: 'loaded-first',
    },
  }),
);
