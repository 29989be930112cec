#!/usr/bin/env node
// @ts-check
// `npm run smoke -- <preview URL>`: runs the browser suite's @smoke tests against a
// preview (every route renders and its part loads, the enquiry form sends with EmailJS
// intercepted, no console error, no CSP violation) and records the result in the
// ledger: `release <app> --promote <id>` needs a passed run there (platform/release/engine/observe/smoke.mjs).
// Options: --site DIR, --publish TARGET …, as for the release that made the preview;
// --json: the result as one line of JSON ({"app","id","url","passed","failedChecks"}).
// In CI the browser and the key never share a job: `--browser-only` runs the browser alone,
// reads no storage and records nothing (its JSON: {"url","passed","failedChecks","scope"}),
// in a job with no key, over `--scope` (a part's pages, or the whole site by default:
// platform/release/engine/observe/smoke-scope.mjs); `--report FILE` records that result, read as data, in
// the job with the key, which holds its scope to the preview's part.
import { readFileSync } from 'node:fs';
import { smokeInBrowser, smokeTest } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const usage =
  'smoke.mjs <preview URL> [--browser-only [--scope PART] | --report FILE] [--json] [--site DIR] [--targets FILE] [--publish TARGET …]';
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    json: { type: 'boolean' },
    'browser-only': { type: 'boolean' },
    scope: { type: 'string' },
    report: { type: 'string' },
    ...PUBLISH_OPTIONS,
  },
  usage,
);
const [url = ''] = positionals;
if (!/^https?:\/\//.test(url)) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
try {
  if (options['browser-only']) {
    const scope = options.scope === undefined ? undefined : String(options.scope);
    const ran = { url, ...(await smokeInBrowser(url, scope)) };
    if (options.json) console.log(JSON.stringify(ran));
    process.exit(ran.passed ? 0 : 1);
  }
  const report = options.report ? readReport(String(options.report)) : undefined;
  const result = await smokeTest(options, { url, report });
  if (options.json) console.log(JSON.stringify(result));
  process.exit(result.passed ? 0 : 1);
} catch (error) {
  console.error(`smoke failed: ${failureOf(error)}`);
  process.exit(1);
}

/** A report of at most 64 KB, as JSON: what it says is checked by the engine. @param {string} file */
function readReport(file) {
  const text = readFileSync(file, 'utf8');
  if (text.length > 64 * 1024) throw new Error(`${file} is larger than a smoke report`);
  return JSON.parse(text);
}
