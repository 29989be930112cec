#!/usr/bin/env node
// @ts-check
// Recomposes the deployment data (remotes.json, every route's HTML, sitemap.xml,
// robots.txt) from the current releases: run it after pointing a remote at a new URL in
// a targets file. Options: --site DIR, --targets FILE, --shell-port N.
import { parseCommandLine } from './args.mjs';
import { composeShellData } from './compose-site.mjs';
import { deploymentOf } from './deployment.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  {},
  'compose.mjs [--site DIR] [--targets FILE] [--shell-port N]',
);
const remotes = await composeShellData(deploymentOf(options));
for (const [name, remote] of Object.entries(remotes)) {
  console.log(`${name}: ${/** @type {{ entry: string }} */ (remote).entry}`);
}
