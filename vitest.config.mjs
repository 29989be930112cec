// @ts-check
// Every unit test in one run (`npm run test:unit`): each workspace's tests with its own
// configuration, and the Node-side code's (vitest.scripts.config.mjs). One run shares its
// workers across them all; a team still runs its own with `npm test -w <workspace>`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/build-config',
      'packages/shared-types',
      'packages/shared-ui',
      'apps/mf-marketing',
      'apps/mf-services',
      'apps/mf-contact',
      'apps/shell',
      'apps/admin',
      './vitest.scripts.config.mjs',
    ],
    // Vitest leaves one core free by default: on a two-core machine that is one worker.
    maxWorkers: 2,
  },
});
