#!/usr/bin/env node
// @ts-check
// `npm run serve`: every app of composition.json, as deployed in deploy/site (or the
// folder given), each on its own port, the shell with its route HTML and history
// fallback, the previews server, and the editor's local
// backend for /admin. `npm run dev` (`--dev`): each app's Vite dev server instead. Ctrl-C stops all.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { concurrently } from 'concurrently';
import { APPS, composition, ROOT } from '../composition/composition.mjs';

const COLOURS = ['blue', 'magenta', 'green', 'yellow', 'cyan', 'red'];
const { positionals, values } = parseArgs({
  options: { dev: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dev = values.dev;
const site = positionals[0] ?? 'deploy/site';

const apps = APPS.map((app, index) => ({
  name: app.package,
  prefixColor: COLOURS[index % COLOURS.length],
  command: dev
    ? `npm run dev -w ${app.package}`
    : `node servers/static-server.mjs ${join(site, app.package)} ${app.port}${app.shell ? ` --spa --admin ${join(site, 'admin')}` : ''}`,
}));
// The previews `release --preview` composes, each on http://<id>.preview.localhost:PORT.
const previews = {
  name: 'previews',
  prefixColor: 'gray',
  command: `node servers/static-server.mjs ${site} ${composition.previews.port} --previews`,
};
// The editor's local backend: /admin on this machine saves into this checkout's files
// (MODE=fs: no commits; you review and commit them, and CI releases what changed).
const editorBackend = {
  name: 'editor',
  prefixColor: 'white',
  command: `node ${join('node_modules', 'decap-server', 'dist', 'index.js')}`,
  env: {
    MODE: 'fs',
    GIT_REPO_DIRECTORY: ROOT,
    PORT: String(composition.editor.port),
    BIND_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
};
const { result } = concurrently(dev ? apps : [...apps, previews, editorBackend], {
  killOthersOn: ['failure', 'success'],
  cwd: ROOT,
});
result.catch(() => process.exit(1));
