#!/usr/bin/env node
// @ts-check
// The composer's command: applies the releases and previews teams requested
// (`release <app> --request`), each through the gate, then composes the site again from
// the live releases (every page, remotes.json, sitemap.xml, robots.txt). Run it in the
// composer's CI job, with the composer's credentials, or after pointing a remote at a
// new URL in a targets file.
// Options: --site DIR, --targets FILE, --shell-port N, --publish TARGET …
import { COMPOSITION_OPTIONS, composeRequested } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { ...PUBLISH_OPTIONS, ...COMPOSITION_OPTIONS },
  'compose.mjs [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET …]',
);
try {
  await composeRequested(options);
} catch (error) {
  console.error(`compose failed: ${failureOf(error)}`);
  process.exit(1);
}
