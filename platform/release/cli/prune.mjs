#!/usr/bin/env node
// @ts-check
// Removes old releases: `npm run prune` (every app) or `npm run prune -- mf-services`,
// in the site folder or, with --publish TARGET, a bucket. Per app it keeps the live
// release, the one a rollback would return to, the newest --keep (5), every release
// live less than --grace-hours ago (24), and any release a served page still names; and
// removes what an interrupted copy left behind. --dry-run only says what it would remove.
import { REMOTES } from 'composition';
import { POINTER_APPS } from 'deployment';
import { integerOption } from '../core/options.mjs';
import { pruneReleases } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { appArgument, parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const usage = `prune.mjs [shell|${Object.keys(REMOTES).join('|')}] [--keep N] [--grace-hours H] [--dry-run] [--site DIR] [--publish TARGET …]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    keep: { type: 'string' },
    'grace-hours': { type: 'string' },
    'dry-run': { type: 'boolean' },
    ...PUBLISH_OPTIONS,
  },
  usage,
);
const apps =
  positionals.length > 0 ? positionals.map((app) => appArgument(app, usage)) : POINTER_APPS;
const keep = integerOption(options.keep, 'keep', { min: 1, max: 1000, fallback: 5, usage });
const graceHours = integerOption(options['grace-hours'], 'grace-hours', {
  min: 0,
  max: 24 * 365,
  fallback: 24,
  usage,
});
try {
  await pruneReleases(options, {
    apps,
    keep: keep ?? 5,
    graceMs: (graceHours ?? 24) * 3_600_000,
    dryRun: Boolean(options['dry-run']),
  });
} catch (error) {
  console.error(`prune failed: ${failureOf(error)}`);
  process.exit(1);
}
