#!/usr/bin/env node
// @ts-check
// `npm run serve`: every app of composition.json, as deployed in deploy/site (or the
// folder given), each on its own port, the shell with its route HTML and history
// fallback, the previews server, the field measurement's collector (behind the shell's
// /measure), the owner's editor on its own origin (the shell's server serves it:
// http://localhost:4004) and its local backend with the owner's drafts.
// `npm run dev` (`--dev`): each app's Vite dev server instead. Ctrl-C stops all.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, composition, ROOT } from 'composition';
import { concurrently } from 'concurrently';
import { siteDatabase } from 'measure';
import { EDITOR_DRAFTS, EDITOR_REPOSITORY } from './editor-repository.mjs';

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
    : `node platform/servers/site/start.mjs ${join(site, app.package)} ${app.port}${app.shell ? ` --spa --admin ${join(site, 'admin')} --collector ${composition.collector.port}` : ''}`,
}));
// The previews `release --preview` composes, each on http://<id>.preview.localhost:PORT.
const previews = {
  name: 'previews',
  prefixColor: 'gray',
  command: `node platform/servers/previews/start.mjs ${site} ${composition.previews.port}`,
};
// The editor's local backend: decap-server behind a guard (its defaults: composition.json's
// editor port, on 127.0.0.1, for the editor's origin alone, content folders only), in Git
// mode on the owner's scratch repository: each save of a draft is previewed on the previews
// server and smoke-tested, and publishing promotes that release into this site. It answers
// only the browser opened at the address it prints, with a key new at each start
// (http://localhost:4004/#backend-key=…). It counts the owner's numbers (apps/admin/numbers.html)
// from this site's measurement, where its collector keeps it (deploy/measure/site.sqlite).
const editorBackend = {
  name: 'editor',
  prefixColor: 'white',
  command: [
    'node scripts/editor-repository.mjs &&',
    `node ${join('servers', 'editor', 'start.mjs')} --mode git`,
    `--repo ${JSON.stringify(EDITOR_REPOSITORY)} --drafts ${JSON.stringify(EDITOR_DRAFTS)}`,
    `--site ${JSON.stringify(site)}`,
    `--measure ${JSON.stringify(siteDatabase(site))}`,
  ].join(' '),
};
// The field measurement's collector, on loopback: the shell's server passes /measure to it.
// It keeps its events in an SQLite file beside the site (deploy/measure/site.sqlite).
const collector = {
  name: 'collector',
  prefixColor: 'cyan',
  command: [
    `node ${join('measure', 'collector.mjs')} --site ${JSON.stringify(site)}`,
    `--db ${JSON.stringify(siteDatabase(site))} --port ${composition.collector.port}`,
  ].join(' '),
};
const { result } = concurrently(dev ? apps : [...apps, previews, collector, editorBackend], {
  killOthersOn: ['failure', 'success'],
  cwd: ROOT,
});
result.catch(() => process.exit(1));
