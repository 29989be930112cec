#!/usr/bin/env node
// @ts-check
// Points an app back at an earlier release: `npm run rollback -w mf-services`, or
// `-- --to ID` with an id from `npm run releases`. Only the pointer and the composed
// files change; the release folders stay. With --publish TARGET, in a bucket.
// Options: --to ID, --site DIR, --targets FILE, --shell-port N,
// --publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P].
import { REMOTES } from 'composition';
import { COMPOSITION_OPTIONS, rollbackApp } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { appArgument, parseCommandLine, releaseIdOption } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const usage = `rollback.mjs <shell|${Object.keys(REMOTES).join('|')}> [--to ID] [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET …]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  { to: { type: 'string' }, ...PUBLISH_OPTIONS, ...COMPOSITION_OPTIONS },
  usage,
);
const app = appArgument(positionals[0], usage);
const to = releaseIdOption(options.to, 'to', usage);
try {
  const { target, storage } = await rollbackApp(options, { app, to });
  console.log(
    `${app} rolled back to ${target.id} (${target.version}, released ${target.releasedAt}) in ${storage}`,
  );
} catch (error) {
  console.error(`rollback failed: ${failureOf(error)}`);
  process.exit(1);
}
