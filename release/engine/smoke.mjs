// @ts-check
// The smoke run a promotion needs: the browser suite's @smoke tests against a preview
// (every route renders and its part loads, the enquiry form sends with EmailJS
// intercepted, no console error, no CSP violation), recorded in the ledger by the
// composer. Its result is data: passed or not, and the titles of the checks that failed,
// read from Playwright's JSON report, never from what it prints.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../composition/composition.mjs';
import { assertKnownApp, assertReleaseId } from '../gate/values.mjs';
import { asComposer, ledgerEntry } from './engine.mjs';

/** What a preview's preview.json may hold at most. */
const MAX_PREVIEW_RECORD_BYTES = 64 * 1024;

/**
 * A small GET. A preview's host is a subdomain of localhost, which browsers resolve to
 * loopback (RFC 6761) but Node's resolver may not: those go to 127.0.0.1 by name.
 * @param {URL} url @returns {Promise<string>}
 */
function getText(url) {
  const local = url.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsGet : httpGet)(
      url,
      local
        ? { lookup: (_host, _options, done) => done(null, [{ address: '127.0.0.1', family: 4 }]) }
        : {},
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
          if (body.length > MAX_PREVIEW_RECORD_BYTES)
            request.destroy(new Error(`${url} is too large`));
        });
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(body)
            : reject(new Error(`${url} answered ${response.statusCode}: is it a preview?`)),
        );
      },
    );
    request.on('error', reject);
  });
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
 * @typedef {{ app: string, id: string, url: string, passed: boolean, failedChecks: string[] }} SmokeResult
 */

/**
 * @param {import('./engine.mjs').Engine} engine @param {string} url the preview's address
 * @returns {Promise<SmokeResult>}
 */
export async function smoke(engine, url) {
  /** @type {{ app: string, id: string, version: string, contract: string, live: string }} */
  const previewed = JSON.parse(await getText(new URL('/preview.json', url)));
  assertKnownApp(previewed.app);
  assertReleaseId(previewed.app, previewed.id);
  engine.log(`smoke-testing ${previewed.app} ${previewed.id} at ${url}`);
  const results = mkdtempSync(join(tmpdir(), 'jac-smoke-report-'));
  const reportFile = join(results, 'report.json');
  try {
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/playwright'),
      ['test', '--config', join(ROOT, 'playwright.smoke.config.ts'), '--reporter=list,json'],
      {
        cwd: ROOT,
        // What it prints is for people, on stderr: stdout carries a --json result alone.
        stdio: ['ignore', 2, 2],
        env: { ...process.env, SMOKE_URL: url, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
      },
    );
    const passed = run.status === 0;
    /** @type {string[]} */
    let failedChecks = [];
    try {
      failedChecks = failedTitles(JSON.parse(readFileSync(reportFile, 'utf8')));
    } catch {
      failedChecks = passed ? [] : ['the smoke run did not finish'];
    }
    const { app, id, version, contract, live } = previewed;
    await asComposer(engine).storage.appendLedger({
      ...ledgerEntry(engine, { action: 'smoke', app, id, version, contract, live, detail: url }),
      result: passed ? 'passed' : 'failed',
    });
    engine.log(`smoke run ${passed ? 'passed' : 'failed'} for ${app} ${id}`);
    return { app, id, url, passed, failedChecks };
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}
