#!/usr/bin/env node
// @ts-check
// `npm run smoke -- <preview URL>`: runs the browser suite's @smoke tests against a
// preview (every route renders and its part loads, the enquiry form sends with EmailJS
// intercepted, no console error, no CSP violation) and records the result in the
// ledger: `release <app> --promote <id>` needs a passed run there.
// Options: --site DIR, --publish TARGET …, as for the release that made the preview.
import { spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join } from 'node:path';
import { ROOT } from '../../composition/composition.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { engineOf, failureOf } from './engine-of.mjs';

const usage = 'smoke.mjs <preview URL> [--site DIR] [--targets FILE] [--publish TARGET …]';
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  { ...PUBLISH_OPTIONS },
  usage,
);
const [url = ''] = positionals;
if (!/^https?:\/\//.test(url)) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
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
        response.on('data', (chunk) => (body += chunk));
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

try {
  const { engine } = await engineOf(options);
  // What the preview is of: written beside its pages by `release --preview`.
  /** @type {{ app: string, id: string, version: string, contract: string, live: string }} */
  const previewed = JSON.parse(await getText(new URL('/preview.json', url)));
  console.log(`smoke-testing ${previewed.app} ${previewed.id} at ${url}`);
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '--config', join(ROOT, 'playwright.smoke.config.ts')],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SMOKE_URL: url } },
  );
  const passed = run.status === 0;
  await engine.storage.appendLedger({
    at: new Date().toISOString(),
    who: engine.who,
    action: 'smoke',
    app: previewed.app,
    id: previewed.id,
    previous: null,
    version: previewed.version,
    contract: previewed.contract,
    result: passed ? 'passed' : 'failed',
    live: previewed.live,
    detail: url,
  });
  console.log(`smoke run ${passed ? 'passed' : 'failed'} for ${previewed.app} ${previewed.id}`);
  process.exit(passed ? 0 : 1);
} catch (error) {
  console.error(`smoke failed: ${failureOf(error)}`);
  process.exit(1);
}
