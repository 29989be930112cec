// @ts-check
// The smoke run's browser renders every part's code, a team's as much as the engine's: it
// never shares a key with the job. Playwright's runner (the engine's own tests) gets an
// environment of an allow-list, never the job's (no AWS or GitHub key, no database URL);
// the browser it starts runs through scripts/sandboxed-chromium.sh: Chromium's own
// sandbox on, as an unprivileged user, with nothing in its environment but PATH and HOME.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { labelledOutput } from '../../sandbox/output.mjs';
import { smokePages, WHOLE_SITE } from './smoke-scope.mjs';

/** What Playwright starts instead of Chromium itself. */
export const SANDBOXED_CHROMIUM = join(ROOT, 'scripts/sandboxed-chromium.sh');

/** What the smoke run's Playwright may see of the job's environment: nothing secret. */
const ALLOWED = ['PATH', 'LANG', 'TZ', 'CI'];

/** The Chromium the wrapper runs: CHROMIUM_PATH, Debian's, or Playwright's own. @param {NodeJS.ProcessEnv} env */
export function realChromium(env) {
  const named = env.CHROMIUM_PATH ?? env.CHROME_PATH;
  if (named) return named;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const require = createRequire(join(ROOT, 'package.json'));
  return /** @type {{ chromium: { executablePath(): string } }} */ (
    require('playwright-core')
  ).chromium.executablePath();
}

/**
 * The smoke run's environment: the allow-list, and what the run needs.
 * @param {NodeJS.ProcessEnv} env the job's
 * @param {{ url: string, scope: string, reportFile: string, home: string }} run
 * @returns {Record<string, string>}
 */
export function smokeEnvironment(env, { url, scope, reportFile, home }) {
  return {
    ...Object.fromEntries(ALLOWED.flatMap((name) => (env[name] ? [[name, env[name]]] : []))),
    HOME: home,
    SMOKE_URL: url,
    SMOKE_SCOPE: scope,
    PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
    JAC_SMOKE_CHROMIUM: realChromium(env),
  };
}

/**
 * The titles of the tests a Playwright JSON report says failed.
 * @param {any} report @returns {string[]}
 */
export function failedTitles(report) {
  /** @type {Set<string>} */
  const failed = new Set();
  /** @param {any} suite */
  const visit = (suite) => {
    for (const spec of suite?.specs ?? []) {
      const ok = (spec.tests ?? []).every((/** @type {any} */ test) =>
        ['expected', 'skipped', 'flaky'].includes(test.status),
      );
      if (!ok) failed.add(String(spec.title).replace(/^@smoke\s+/, ''));
    }
    for (const child of suite?.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...failed];
}

/**
 * The browser suite's @smoke tests against `url`, with no key of the job anywhere in it.
 * @param {string} url
 * @param {string} [scope] a part's package, or WHOLE_SITE (smoke-scope.mjs): what it visits
 * @returns {Promise<{ passed: boolean, failedChecks: string[], scope: string }>}
 */
export async function runSmokeBrowser(url, scope = WHOLE_SITE) {
  // Checked here too: it names what the run visits, and a CLI argument can be anything.
  smokePages([], scope);
  const results = mkdtempSync(join(tmpdir(), 'jac-smoke-report-'));
  const reportFile = join(results, 'report.json');
  try {
    const passed = await new Promise((resolve) => {
      const run = spawn(
        join(ROOT, 'node_modules/.bin/playwright'),
        ['test', '--config', join(ROOT, 'playwright.smoke.config.ts'), '--reporter=list,json'],
        {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: smokeEnvironment(process.env, { url, scope, reportFile, home: results }),
        },
      );
      // What it prints quotes the preview's pages (console messages): labelled, printable,
      // for people on stderr; stdout carries a --json result alone.
      const output = labelledOutput('smoke run', (line) => console.error(line), 1024 * 1024);
      run.stdout.on('data', output.write);
      run.stderr.on('data', output.write);
      run.on('error', () => resolve(false));
      run.on('close', (code) => {
        output.end();
        resolve(code === 0);
      });
    });
    try {
      const report = JSON.parse(readFileSync(reportFile, 'utf8'));
      return { passed, failedChecks: failedTitles(report), scope };
    } catch {
      return { passed, failedChecks: passed ? [] : ['the smoke run did not finish'], scope };
    }
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}
