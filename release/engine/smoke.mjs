// @ts-check
// The smoke run a promotion needs: the browser suite's @smoke tests against a preview
// (every route renders and its part loads, the enquiry form sends with EmailJS
// intercepted, no console error, no CSP violation), recorded in the ledger by the
// composer. Its result is data: passed or not, and the titles of the checks that failed,
// read from Playwright's JSON report, never from what it prints.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../composition/composition.mjs';
import { assertKnownApp, assertReleaseId } from '../gate/values.mjs';
import { labelledOutput } from '../sandbox/output.mjs';
import { asComposer, ledgerEntry } from './engine.mjs';
import { previewRecordOf, previewUrl } from './preview.mjs';
import { RefusedRelease } from './refused.mjs';

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
  /** @type {{ app: unknown, id: unknown }} */
  const served = JSON.parse(await getText(new URL('/preview.json', url)));
  assertKnownApp(served.app);
  assertReleaseId(served.app, served.id);
  // What is served only names the preview: what it is comes from the storage, and the
  // address must be that preview's own, so a page served elsewhere records no pass.
  const { previewed, why } = await previewRecordOf(engine.storage, served.app, served.id);
  if (!previewed) throw new RefusedRelease(why);
  if (
    engine.targets.previews &&
    new URL(url).origin !== previewUrl(engine.targets.previews, previewed.id)
  ) {
    throw new RefusedRelease(`${url} is not where preview ${previewed.id} is served`);
  }
  engine.log(`smoke-testing ${previewed.app} ${previewed.id} at ${url}`);
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
          env: { ...process.env, SMOKE_URL: url, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
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
