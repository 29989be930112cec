#!/usr/bin/env node
// @ts-check
// `npm run serve`: every app of composition.json, as deployed in deploy/site (or the
// folder given), each on its own port, the shell with its route HTML and history
// fallback. `npm run dev` (`--dev`): each app's Vite dev server instead. Ctrl-C stops all.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { concurrently } from 'concurrently';
import { APPS, ROOT } from './composition.mjs';

const COLOURS = ['blue', 'magenta', 'green', 'yellow', 'cyan', 'red'];
const { positionals, values } = parseArgs({
  options: { dev: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dev = values.dev;
const site = positionals[0] ?? 'deploy/site';

const { result } = concurrently(
  APPS.map((app, index) => ({
    name: app.package,
    prefixColor: COLOURS[index % COLOURS.length],
    command: dev
      ? `npm run dev -w ${app.package}`
      : `node scripts/static-server.mjs ${join(site, app.package)} ${app.port}${app.shell ? ' --spa' : ''}`,
  })),
  { killOthersOn: ['failure', 'success'], cwd: ROOT },
);
result.catch(() => process.exit(1));
