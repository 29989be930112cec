#!/usr/bin/env node
// @ts-check
// Rolls a remote back to its previous release: `npm run rollback -w mf-services`.
// Only the deployment data and that remote's pages change; the release folders stay.
// With --publish TARGET it rolls back in a bucket instead (publish/publish.mjs).
// Options: --to ID (a particular earlier release), --site DIR, --targets FILE, --shell-port N,
// --publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P].
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '../composition.mjs';
import { parseCommandLine } from './args.mjs';
import { composeShellData } from './compose-site.mjs';
import { deploymentOf } from './deployment.mjs';
import { makeCurrent, readHistory, rollbackTarget, writeHistory } from './history.mjs';
import { PUBLISH_OPTIONS } from './publish/bucket-target.mjs';
import { rendererDir } from './site-layout.mjs';

const usage = `rollback.mjs <${Object.keys(REMOTES).join('|')}> [--to ID] [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET …]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  { to: { type: 'string' }, ...PUBLISH_OPTIONS },
  usage,
);
const [app = ''] = positionals;
if (!(app in REMOTES)) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const deployment = deploymentOf(options);
const to = typeof options.to === 'string' ? options.to : undefined;
if (typeof options.publish === 'string') {
  // Loaded only here, so a local rollback never loads the AWS SDK.
  const { publishFailure, rollbackInBucket } = await import('./publish/release-to-bucket.mjs');
  try {
    await rollbackInBucket(options, deployment, app, to);
    process.exit(0);
  } catch (error) {
    console.error(`rollback failed: ${publishFailure(error)}`);
    process.exit(1);
  }
}
const history = readHistory(deployment.site, app);
const target = rollbackTarget(history, to);
if (!target) {
  console.error(
    `${app}: no earlier release to roll back to (current ${history.current ?? 'none'})`,
  );
  process.exit(1);
}
// A release from before render builds were kept cannot be composed: refuse, change nothing.
if (!existsSync(join(rendererDir(deployment.site, app, target.id), 'prerender.mjs'))) {
  console.error(`${app}: release ${target.id} has no render build to compose its pages from`);
  process.exit(1);
}
makeCurrent(history, target.id);
writeHistory(deployment.site, app, history);
await composeShellData(deployment, new Set([app]));
console.log(
  `${app} rolled back to ${target.id} (${target.version}, released ${target.releasedAt})`,
);
