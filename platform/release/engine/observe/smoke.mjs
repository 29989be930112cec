// @ts-check
// The smoke run a promotion needs: the browser suite's @smoke tests against a preview
// (every route renders and its part loads, the enquiry form sends with EmailJS
// intercepted, no console error, no CSP violation), recorded in the ledger by the
// composer. Its result is data: passed or not, and the titles of the checks that failed,
// read from Playwright's JSON report, never from what it prints. The browser holds no key
// (smoke-browser.mjs); in CI it runs in a job of its own with none, and the job that
// records it brings its result here as a report.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { printable } from '../../core/printable.mjs';
import { RefusedRelease } from '../../core/refused.mjs';
import { assertKnownApp, assertReleaseId } from '../../gate/values.mjs';
import { asComposer, ledgerEntry } from '../engine.mjs';
import { previewRecordOf, previewUrl } from '../release/preview.mjs';
import { runSmokeBrowser } from './smoke-browser.mjs';
import { smokeScopeOf, WHOLE_SITE } from './smoke-scope.mjs';

/** @import { Engine } from '../../core/engine-types.mjs' */

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
 * @typedef {{ app: string, id: string, url: string, passed: boolean, failedChecks: string[] }} SmokeResult
 */

/**
 * Smoke-tests the preview at `url` (or takes `report`, the result of a run elsewhere) and
 * records the result in the ledger.
 * @param {Engine} engine @param {string} url the preview's address
 * @param {unknown} [report] a run's result from a job with no key ({ url, passed, failedChecks })
 * @returns {Promise<SmokeResult>}
 */
export async function smoke(engine, url, report) {
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
  // What the release can break: its part's pages, or the whole site for the shell's.
  const scope = smokeScopeOf(previewed.app);
  engine.log(`smoke-testing ${previewed.app} ${previewed.id} at ${url} (${scope})`);
  const { passed, failedChecks } = report
    ? checkedReport(report, url, scope)
    : await runSmokeBrowser(url, scope);
  const { app, id, version, contract, live } = previewed;
  await asComposer(engine).storage.appendLedger({
    ...ledgerEntry(engine, { action: 'smoke', app, id, version, contract, live, detail: url }),
    result: passed ? 'passed' : 'failed',
  });
  engine.log(`smoke run ${passed ? 'passed' : 'failed'} for ${app} ${id}`);
  return { app, id, url, passed, failedChecks };
}

/**
 * A smoke run's result brought from the job that ran the browser (which holds no key):
 * data, checked, for this address alone, and for a scope that covers `scope` (the part's
 * own, or the whole site).
 * @param {unknown} report @param {string} url @param {string} scope
 * @returns {{ passed: boolean, failedChecks: string[] }}
 */
export function checkedReport(report, url, scope) {
  const {
    url: ran,
    scope: ranScope,
    passed,
    failedChecks,
  } = /** @type {Record<string, unknown>} */ (
    typeof report === 'object' && report !== null ? report : {}
  );
  if (
    ran !== url ||
    (ranScope !== scope && ranScope !== WHOLE_SITE) ||
    typeof passed !== 'boolean' ||
    !Array.isArray(failedChecks) ||
    failedChecks.length > 50 ||
    !failedChecks.every((check) => typeof check === 'string' && check.length <= 300) ||
    (passed && failedChecks.length > 0)
  ) {
    throw new RefusedRelease(`the smoke report is not a smoke run's result for ${url}`);
  }
  return { passed, failedChecks: failedChecks.map((check) => printable(check)) };
}
