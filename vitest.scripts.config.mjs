// @ts-check
// Unit tests of the Node-side code: the release engine, the composition loader, a
// deployment's layout, the field measurement, the servers, the CI workflows. The apps'
// own tests run in their workspaces; vitest.config.mjs runs them all at once.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'platform/release/**/*.test.mjs',
      'packages/composition/**/*.test.mjs',
      'platform/deployment/**/*.test.mjs',
      'platform/measure/**/*.test.mjs',
      'platform/servers/**/*.test.mjs',
      'scripts/**/*.test.mjs',
    ],
    environment: 'node',
    // The lock and ledger tests start child processes.
    testTimeout: 20_000,
  },
});
