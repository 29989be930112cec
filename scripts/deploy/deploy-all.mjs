#!/usr/bin/env node
// Builds and releases the whole site into deploy/site: the three remotes, then the shell.
// `--e2e` builds mf-contact with the browser tests' stand-in EmailJS ids (.env.e2e);
// `--site DIR` deploys somewhere else than deploy/site (npm test uses deploy/test-site).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, ROOT } from './deployment.mjs';

const { options } = parseArgs(process.argv.slice(2));
const site = [
  ...(options.site ? ['--site', options.site] : []),
  ...(options.targets ? ['--targets', options.targets] : []),
];
const release = (app, ...args) =>
  execFileSync(
    process.execPath,
    [join(ROOT, 'scripts/deploy/release.mjs'), app, ...args, ...site],
    {
      stdio: 'inherit',
    },
  );

release('mf-marketing');
release('mf-services');
release('mf-contact', ...(options.e2e ? ['--mode', 'e2e'] : []));
release('shell');
