#!/usr/bin/env node
// @ts-check
// `npm run smoke -- <preview URL>`: runs the browser suite's @smoke tests against a
// preview (every route renders and its part loads, the enquiry form sends with EmailJS
// intercepted, no console error, no CSP violation) and records the result in the
// ledger: `release <app> --promote <id>` needs a passed run there (release/engine/smoke.mjs).
// Options: --site DIR, --publish TARGET …, as for the release that made the preview;
// --json: the result as one line of JSON ({"app","id","url","passed","failedChecks"}).
import { smokeTest } from '../index.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './engine-of.mjs';

const usage = 'smoke.mjs <preview URL> [--json] [--site DIR] [--targets FILE] [--publish TARGET …]';
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  { json: { type: 'boolean' }, ...PUBLISH_OPTIONS },
  usage,
);
const [url = ''] = positionals;
if (!/^https?:\/\//.test(url)) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
try {
  const result = await smokeTest(options, { url });
  if (options.json) console.log(JSON.stringify(result));
  process.exit(result.passed ? 0 : 1);
} catch (error) {
  console.error(`smoke failed: ${failureOf(error)}`);
  process.exit(1);
}
