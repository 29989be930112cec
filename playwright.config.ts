import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { siteDatabase } from 'measure';
import chromiumFlags from './scripts/chromium-flags.json';
import { apps, composition, FIXTURE_PORTS } from './testing/support/composition';
import { TEST_SITE } from './testing/support/test-site';

/**
 * End-to-end tests through the shell, on the production builds (`npm run build` first),
 * as a visitor sees the site. Playwright cannot download its browser here, so use
 * Debian's Chromium when present; a machine with Playwright's own browser still works.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const remotePorts = apps.filter((app) => !app.shell).map((app) => app.port);

/** The CSP lists every origin a remote is served from, the tests' extra ports too. */
const REMOTE_ORIGINS = [...remotePorts, ...Object.values(FIXTURE_PORTS)]
  .map((port) => `http://localhost:${port}`)
  .join(' ');

// Both servers send production's headers (CSP by hashes, frame-ancestors …).
const serve = (dir: string, port: number, spa = false) => ({
  command: `node platform/servers/site/start.mjs ${dir} ${port}${spa ? ' --spa' : ''}`,
  env: { REMOTE_ORIGINS },
  port,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

/**
 * E2E_SERVER=nginx runs the suite against platform/servers/nginx (the production-like server, with
 * its headers spec); by default the site is served by platform/servers/site/.
 */
const useNginx = process.env.E2E_SERVER === 'nginx';

/** The field measurement's collector, behind every server's /measure (nginx's too). */
const collector = {
  command: `node platform/measure/collector.mjs --site ${TEST_SITE} --db ${siteDatabase(TEST_SITE)} --port ${composition.collector.port}`,
  port: composition.collector.port,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
};

/** What `npm test` deployed into TEST_SITE, as it is served. */
const siteServers = useNginx
  ? [
      {
        command: 'platform/servers/nginx/run.sh',
        env: { SITE_DIR: `${process.cwd()}/${TEST_SITE}`, REMOTE_ORIGINS },
        port: composition.shell.port,
        reuseExistingServer: false,
        timeout: 30_000,
        // run.sh stops nginx and removes its temporary prefix on SIGTERM (not on SIGKILL).
        gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
      },
      collector,
    ]
  : [
      ...apps.map((app) => ({
        ...serve(`${TEST_SITE}/${app.package}`, app.port, app.shell),
        // The owner's editor on its own origin (composition.json's admin port: 4004), served
        // by the shell's server, whose /admin redirects there, as npm start serves it; and
        // /measure passed through to the collector, as every server of the site does.
        ...(app.shell && {
          command: `${serve(`${TEST_SITE}/${app.package}`, app.port, true).command} --admin ${TEST_SITE}/admin --collector ${composition.collector.port}`,
        }),
      })),
      collector,
    ];

/** Beside the site, for the site project's tests; the nginx run needs neither. */
const fixtureServers = [
  // The same mf-contact files on another port: the "remote moved by config alone" test.
  serve(`${TEST_SITE}/mf-contact`, FIXTURE_PORTS.movedContact),
  // mf-services rebuilt alone with a tenth service: the "new service, no shell release" test.
  {
    ...serve('apps/.fixture-tenth-service/dist', FIXTURE_PORTS.tenthService),
    command: `node scripts/make-fixture.mjs testing/e2e/fixtures/tenth-service --build && node platform/servers/site/start.mjs apps/.fixture-tenth-service/dist ${FIXTURE_PORTS.tenthService}`,
    timeout: 120_000,
  },
];

/**
 * Three kinds of test, each in its folder:
 * - site:    the visitor's site in a browser, on the test site, served by the static server;
 * - server:  what a server decides (status codes, headers, CSP): the static server's
 *            answers in the main run, nginx's in `E2E_SERVER=nginx playwright test --project=server`;
 * - release: the release machinery, on scratch copies of the site and local buckets.
 */
const projects = [
  // The longest tests first (the owner's paths, a release killed at each step: 30–45 s
  // each), so the site's short ones fill both workers to the end and none runs alone at
  // the tail (issue 54).
  { name: 'release', testDir: './testing/e2e/release' },
  { name: 'site', testDir: './testing/e2e/site' },
  // The headers spec reads nginx's own answers; the static server's are its unit tests'.
  {
    name: 'server',
    testDir: './testing/e2e/server',
    testIgnore: useNginx ? [] : ['headers.spec.ts', 'smoke.spec.ts'],
  },
];

export default defineConfig({
  projects,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${composition.shell.port}`,
    // In CI a failed test runs again, and that run is traced: recording every test's
    // actions cost a fifth of a browser's work, for traces thrown away (issue 54).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumExecutable(),
      // This machine's closed network refuses Chromium's background connections.
      // Pages a test rewrites with page.route() count as public to Chromium, whose Local
      // Network Access checks would then block the loopback remotes: no visitor meets that.
      args: [...chromiumFlags, '--disable-features=LocalNetworkAccessChecks'],
    },
  },
  // The nginx run and the other-identity run (E2E_SITE) test no fixture.
  webServer: [...siteServers, ...(useNginx || process.env.E2E_SITE ? [] : fixtureServers)],
});
