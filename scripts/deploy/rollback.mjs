#!/usr/bin/env node
// @ts-check
// Rolls a remote back to its previous release: `npm run rollback -w mf-services`.
// Only the deployment data and that remote's pages change; the release folders stay.
// Options: --to ID (a particular earlier release), --site DIR, --targets FILE, --shell-port N.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '../composition.mjs';
import { parseCommandLine } from './args.mjs';
import { composeShellData } from './compose-site.mjs';
import { deploymentOf } from './deployment.mjs';
import { makeCurrent, readHistory, writeHistory } from './history.mjs';
import { rendererDir } from './site-layout.mjs';

const usage = `rollback.mjs <${Object.keys(REMOTES).join('|')}> [--to ID] [--site DIR] [--targets FILE] [--shell-port N]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  { to: { type: 'string' } },
  usage,
);
const [app = ''] = positionals;
if (!(app in REMOTES)) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const deployment = deploymentOf(options);
const history = readHistory(deployment.site, app);
const index = history.releases.findIndex((release) => release.id === history.current);
const target = options.to
  ? history.releases.find((release) => release.id === options.to)
  : history.releases[index - 1];
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
