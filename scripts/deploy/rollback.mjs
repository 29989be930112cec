#!/usr/bin/env node
// Rolls a remote back to its previous release: `npm run rollback -w mf-services`.
// Only the deployment data changes (remotes.json, sitemap.xml); the release folders stay.
// Options: --to ID (a particular earlier release), --site DIR, --targets FILE.
import {
  composeShellData,
  deploymentOf,
  parseArgs,
  REMOTES,
  readHistory,
  writeHistory,
} from './deployment.mjs';

const { positional, options } = parseArgs(process.argv.slice(2));
const [app] = positional;
if (!(app in REMOTES)) {
  console.error(
    'usage: rollback.mjs <mf-marketing|mf-services|mf-contact> [--to ID] [--site DIR] [--targets FILE]',
  );
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
history.current = target.id;
writeHistory(deployment.site, app, history);
await composeShellData(deployment, new Set([app]));
console.log(
  `${app} rolled back to ${target.id} (${target.version}, released ${target.releasedAt})`,
);
