#!/usr/bin/env node
// @ts-check
// `npm run watch -- <app> [--for 30m]`: after a release goes live, watches its field
// error rate against the release it replaced, and rolls it back through the ledger when
// it is clearly worse (engine/observe/watch.mjs, engine/observe/field-verdict.mjs). It reads the field
// measurement's database: --measure (an SQLite file or a postgres:// URL), by default the
// site folder's own (deploy/measure/site.sqlite for deploy/site). Exit status: 0 when the
// release held or could not be judged, 3 when it was rolled back, 4 when it looked clearly
// worse from too few networks to roll back and was kept for a person to look at (either
// way a CI run goes red). Options: --for TIME (30m), --every TIME (30s), --min-views N
// (200), --min-networks N (20), --measure DB, --json, --site DIR, --targets FILE,
// --publish TARGET …
import { REMOTES } from 'composition';
import { printable } from '../core/printable.mjs';
import { COMPOSITION_OPTIONS, DEFAULT_RULE, watchLive } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { appArgument, countOption, durationOption, parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const usage = `watch.mjs <shell|${Object.keys(REMOTES).join('|')}> [--for 30m] [--every 30s] [--min-views 200] [--min-networks 20] [--measure DB] [--json] [--site DIR] [--publish TARGET …]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    for: { type: 'string' },
    every: { type: 'string' },
    'min-views': { type: 'string' },
    'min-networks': { type: 'string' },
    measure: { type: 'string' },
    json: { type: 'boolean' },
    ...PUBLISH_OPTIONS,
    ...COMPOSITION_OPTIONS,
  },
  usage,
);
const app = appArgument(positionals[0], usage);
const duration = durationOption(options.for, 'for', 30 * 60_000, usage);
const every = durationOption(options.every, 'every', 30_000, usage);
const minViews = countOption(options['min-views'], 'min-views', DEFAULT_RULE.minViews, 1e6, usage);
const minNetworks = countOption(
  options['min-networks'],
  'min-networks',
  DEFAULT_RULE.minNetworks,
  1e6,
  usage,
);
try {
  const result = await watchLive(options, {
    app,
    measure: typeof options.measure === 'string' ? options.measure : undefined,
    duration,
    every,
    rule: { ...DEFAULT_RULE, minViews, minNetworks },
  });
  console.log(
    options.json
      ? printable(JSON.stringify(result))
      : `${app} ${result.id ?? '(none)'}: ${printable(result.detail)}`,
  );
  if (result.outcome === 'rolled-back') process.exitCode = 3;
  if (result.outcome === 'reported') process.exitCode = 4;
} catch (error) {
  console.error(`watch failed: ${failureOf(error)}`);
  process.exit(1);
}
