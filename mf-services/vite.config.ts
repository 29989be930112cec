import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';
import { appConfig } from '../build-config/app-config.ts';

// Name, port, routes and exposes: composition.json. Its '/service/*' is published as one
// route per content file, each named by its slug (a unit test holds it to that).
const slugs = readdirSync(`${import.meta.dirname}/src/content/services`)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    remote: 'mf_services',
    expandRoute: (pattern) => slugs.map((slug) => pattern.replace('*', slug)),
  }),
);
