#!/usr/bin/env node
// @ts-check
// Releases the apps whose files changed in a Git range, each alone: what CI runs on every
// push to main, so an owner's save in /admin goes live through the part that owns it.
//
//   release-changed.mjs <git range> [--repo DIR] [--dry-run [--json]] [--site DIR] [--targets FILE] …
//
// --repo: the checkout to read the range from and build (default: this one). Every other
// option says where to release, as release.mjs's do.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { appFolder, composition, REMOTES, ROOT } from 'composition';
import { printableLines } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { changedApps, openDeployment } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const usage =
  'release-changed.mjs <git range, e.g. HEAD~1..HEAD> [--repo DIR] [--dry-run] [--mode MODE] [release options]';
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    repo: { type: 'string' },
    'dry-run': { type: 'boolean' },
    json: { type: 'boolean' },
    mode: { type: 'string' },
    ...PUBLISH_OPTIONS,
  },
  usage,
);
const [range] = positionals;
if (!range || positionals.length > 1) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const repo = typeof options.repo === 'string' ? resolve(options.repo) : ROOT;

/** @type {string[]} */
let files;
try {
  files = execFileSync('git', ['-C', repo, 'diff', '--name-only', '--no-renames', range], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
} catch {
  console.error(`release:changed: "${range}" is not a Git range of ${repo}`);
  process.exit(2);
}

const apps = changedApps(files, [composition.shell.package, ...Object.keys(REMOTES)]);
// --json: the result alone on stdout, for CI; what it says for people goes to stderr.
const say = options.json ? console.error : console.log;
for (const file of files) say(`changed ${file}`);
say(apps.length ? `releasing ${apps.join(', ')}` : 'nothing to release');
if (options['dry-run']) {
  if (options.json) console.log(JSON.stringify({ files, apps }));
  process.exit(0);
}

const mode = typeof options.mode === 'string' ? options.mode : undefined;
const deployment = await openDeployment(options).catch((error) => {
  console.error(`release:changed failed: ${failureOf(error)}`);
  process.exit(1);
});
for (const app of apps) {
  try {
    const { id, version } = await deployment.releaseFromSource({
      app,
      source: appFolder(app, repo),
      mode,
    });
    console.log(`released ${app} ${version} as ${id}`);
  } catch (error) {
    // The engine recorded it; the apps after it wait for the next push.
    const refused = error instanceof RefusedRelease;
    console.error(
      `release ${refused ? `refused: ${printableLines(error.message)}` : `failed: ${failureOf(error)}`}`,
    );
    console.error(`release:changed stopped at ${app}: nothing after it was released`);
    process.exit(1);
  }
}
