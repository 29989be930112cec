#!/usr/bin/env node
// @ts-check
// Builds and releases the whole site into deploy/site: the shell, then the remotes of
// composition.json, then publishes the editor (/admin). `--e2e` builds mf-contact with the browser tests' stand-in EmailJS ids
// (.env.e2e); `--site DIR` deploys somewhere else than deploy/site (npm test uses
// deploy/test-site); `--targets FILE` or `--shell-port N` say where the apps are served.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { composition, REMOTES, ROOT } from '../../composition/composition.mjs';
import { parseCommandLine } from './args.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { e2e: { type: 'boolean' } },
  'deploy-all.mjs [--e2e] [--site DIR] [--targets FILE] [--shell-port N]',
);
const forward = ['site', 'targets', 'shell-port'].flatMap((name) =>
  typeof options[name] === 'string' ? [`--${name}`, options[name]] : [],
);
/** @param {string} app @param {string[]} args */
const release = (app, ...args) =>
  execFileSync(
    process.execPath,
    [join(ROOT, 'release/cli/release.mjs'), app, ...args, ...forward],
    { stdio: 'inherit' },
  );

// The shell first: its composer writes the pages of every release after it.
release(composition.shell.package);
for (const app of Object.keys(REMOTES)) {
  release(app, ...(options.e2e && app === 'mf-contact' ? ['--mode', 'e2e'] : []));
}
// The owner's editor, served as /admin beside the site.
execFileSync(process.execPath, [join(ROOT, 'release/cli/publish-admin.mjs'), ...forward], {
  stdio: 'inherit',
});
