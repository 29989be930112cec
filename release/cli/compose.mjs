#!/usr/bin/env node
// @ts-check
// Composes the site again from the live releases (every page, remotes.json, sitemap.xml,
// robots.txt): run it after pointing a remote at a new URL in a targets file.
// Options: --site DIR, --targets FILE, --shell-port N, --publish TARGET …
import { recompose } from '../engine/release.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { engineOf, failureOf } from './engine-of.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { ...PUBLISH_OPTIONS },
  'compose.mjs [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET …]',
);
try {
  const { engine } = await engineOf(options);
  await recompose(engine);
} catch (error) {
  console.error(`compose failed: ${failureOf(error)}`);
  process.exit(1);
}
