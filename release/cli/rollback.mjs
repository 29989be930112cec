#!/usr/bin/env node
// @ts-check
// Points an app back at an earlier release: `npm run rollback -w mf-services`, or
// `-- --to ID` with an id from `npm run releases`. Only the pointer and the composed
// files change; the release folders stay. With --publish TARGET, in a bucket.
// Options: --to ID, --site DIR, --targets FILE, --shell-port N,
// --publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P].
import { REMOTES } from '../../composition/composition.mjs';
import { rollback } from '../engine/release.mjs';
import { SHELL_FOLDER } from '../site/site-layout.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { engineOf, failureOf } from './engine-of.mjs';

const usage = `rollback.mjs <shell|${Object.keys(REMOTES).join('|')}> [--to ID] [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET …]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  { to: { type: 'string' }, ...PUBLISH_OPTIONS },
  usage,
);
const [app = ''] = positionals;
if (app !== SHELL_FOLDER && !(app in REMOTES)) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
try {
  const { engine } = await engineOf(options);
  const target = await rollback(
    engine,
    app,
    typeof options.to === 'string' ? options.to : undefined,
  );
  console.log(
    `${app} rolled back to ${target.id} (${target.version}, released ${target.releasedAt}) in ${engine.storage.description}`,
  );
} catch (error) {
  console.error(`rollback failed: ${failureOf(error)}`);
  process.exit(1);
}
