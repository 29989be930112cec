import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import chromiumFlags from './scripts/chromium-flags.json';

/**
 * The smoke run against one deployed URL (a preview, usually): the tests tagged @smoke,
 * nothing started, nothing retried. `npm run smoke -- <URL>` (platform/release/cli/smoke.mjs).
 */
const url = process.env.SMOKE_URL;
if (!url) throw new Error('SMOKE_URL names the site to smoke-test');

export default defineConfig({
  ...base,
  projects: [{ name: 'smoke', testDir: './testing/e2e/server', testMatch: 'smoke.spec.ts' }],
  grep: /@smoke/,
  retries: 0,
  // One browser: a page's load and takeover keep both cores busy (Chromium's processes
  // and the servers), so a second worker only doubled the browsers started.
  workers: 1,
  reporter: [['list']],
  webServer: undefined,
  // Its own results folder: a smoke run started from a test must not clear the suite's.
  outputDir: join(tmpdir(), `jac-smoke-results-${process.pid}`),
  use: {
    ...base.use,
    baseURL: url,
    // Its result is read as data (platform/release/engine/observe/smoke-browser.mjs) and its folder is a
    // temporary one: a trace no one opens cost a fifth of the run.
    trace: 'off',
    // The browser renders every part's code: its own sandbox on, as an unprivileged user,
    // with no key in its environment (platform/release/engine/observe/smoke-browser.mjs).
    launchOptions: {
      executablePath: resolve('scripts/sandboxed-chromium.sh'),
      // Playwright adds --no-sandbox unless told otherwise.
      chromiumSandbox: true,
      args: [
        ...chromiumFlags.filter((flag) => flag !== '--no-sandbox'),
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
});
