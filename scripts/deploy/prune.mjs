#!/usr/bin/env node
// @ts-check
// Removes old releases of the remotes: `npm run prune` (all remotes) or
// `npm run prune -- mf-services`. Per remote it keeps the live release, the one a
// rollback would return to, the newest --keep (5), every release live less than
// --grace-hours ago (24: a visitor's open tab never loses the chunks it asked for), and
// any release that remotes.json or a composed page still names; and copies an
// interrupted release left behind. --dry-run only says what it would remove.
// Options: --site DIR.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '../composition.mjs';
import { parseCommandLine } from './args.mjs';
import { deploymentOf } from './deployment.mjs';
import { readHistory, writeHistory } from './history.mjs';
import { releaseDir, rendererDir } from './site-layout.mjs';

const usage = `prune.mjs [${Object.keys(REMOTES).join('|')}] [--keep N] [--grace-hours H] [--dry-run] [--site DIR]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    keep: { type: 'string' },
    'grace-hours': { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
  usage,
);
const apps = positionals.length > 0 ? positionals : Object.keys(REMOTES);
for (const app of apps) {
  if (!(app in REMOTES)) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
}
const keepNewest = Number(options.keep ?? 5);
const graceMs = Number(options['grace-hours'] ?? 24) * 3_600_000;
const { site } = deploymentOf(options);

/** Every release id the served deployment data names: remotes.json and every composed page. */
function namedReleases() {
  const shell = join(site, 'shell');
  const files = [
    'remotes.json',
    'index.html',
    ...readdirSync(join(shell, '_routes'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join('_routes', file)),
  ];
  const ids = new Set();
  for (const file of files) {
    const text = readFileSync(join(shell, file), 'utf8');
    for (const match of text.matchAll(/\/releases\/([0-9a-f]{12})\//g)) ids.add(match[1]);
  }
  return ids;
}

/**
 * Copies an interrupted release left behind (`<id>.partial-<pid>`), once older than an
 * hour: a younger one may be a release still copying.
 * @param {string} app
 */
function removeStalePartials(app) {
  const releases = join(site, app, 'releases');
  for (const entry of readdirSync(releases)) {
    if (!entry.includes('.partial-')) continue;
    if (Date.now() - statSync(join(releases, entry)).mtimeMs < 3_600_000) continue;
    console.log(
      `${options['dry-run'] ? 'would remove' : 'removing'} ${app} ${entry} (an interrupted copy)`,
    );
    if (!options['dry-run']) rmSync(join(releases, entry), { recursive: true, force: true });
  }
}

const named = namedReleases();
const now = Date.now();
for (const app of apps) {
  const history = readHistory(site, app);
  const live = history.releases.findIndex((release) => release.id === history.current);
  const newest = history.releases.slice(-keepNewest).map((release) => release.id);
  const keep = (
    /** @type {import('./history.mjs').Release} */ release,
    /** @type {number} */ index,
  ) =>
    release.id === history.current ||
    index === live - 1 ||
    newest.includes(release.id) ||
    now - Date.parse(release.supersededAt ?? release.releasedAt) < graceMs ||
    named.has(release.id);
  const removed = history.releases.filter((release, index) => !keep(release, index));
  for (const release of removed) {
    console.log(
      `${options['dry-run'] ? 'would remove' : 'removing'} ${app} ${release.id} (${release.releasedAt})`,
    );
    if (options['dry-run']) continue;
    rmSync(releaseDir(site, app, release.id), { recursive: true, force: true });
    rmSync(rendererDir(site, app, release.id), { recursive: true, force: true });
  }
  if (!options['dry-run'] && removed.length > 0) {
    const gone = new Set(removed.map((release) => release.id));
    writeHistory(site, app, {
      ...history,
      releases: history.releases.filter((release) => !gone.has(release.id)),
    });
  }
  console.log(
    `${app}: ${history.releases.length - removed.length} releases kept, ${removed.length} removed`,
  );
  removeStalePartials(app);
}
