#!/usr/bin/env node
// @ts-check
// `npm run serve`: every app of composition.json, as deployed in deploy/site (or the
// folder given), each on its own port, the shell with its route HTML and history
// fallback, the previews server, the owner's editor on its own origin (the shell's server
// serves it: http://localhost:4004) and its local backend. `npm run dev` (`--dev`): each
// app's Vite dev server instead. Ctrl-C stops all.
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
// The editor's local backend: the editor on this machine saves into this checkout's content
// folders (fs mode: no commits; you review and commit them, and CI releases what changed).
// decap-server behind a guard (its defaults: this checkout, composition.json's editor port,
// on 127.0.0.1, for the editor's origin alone, content folders only).
const editorBackend = {
  name: 'editor',
  prefixColor: 'white',
  command: `node ${join('servers', 'editor-backend.mjs')} --mode fs`,
};
const { result } = concurrently(dev ? apps : [...apps, previews, editorBackend], {
  killOthersOn: ['failure', 'success'],
  cwd: ROOT,
});
result.catch(() => process.exit(1));
