#!/usr/bin/env node
// Recomposes the deployment data (remotes.json, every route's HTML, sitemap.xml, robots.txt) from the current
// releases and the targets file: run it after pointing a remote at a new URL in a targets
// file. Options: --site DIR, --targets FILE.
import { composeShellData, deploymentOf, parseArgs } from './deployment.mjs';

const { options } = parseArgs(process.argv.slice(2));
const remotes = await composeShellData(deploymentOf(options));
for (const [name, remote] of Object.entries(remotes)) console.log(`${name}: ${remote.entry}`);
