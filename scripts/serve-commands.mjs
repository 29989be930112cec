// @ts-check
// What `npm run serve` starts, as data: one command a process, for scripts/serve.mjs to run
// together and for serve-commands.test.mjs to hold to files that exist.
import { join } from 'node:path';
import { APPS, composition } from 'composition';
import { siteDatabase } from 'measure';
import { EDITOR_DRAFTS, EDITOR_REPOSITORY } from './editor-repository.mjs';

const COLOURS = ['blue', 'magenta', 'green', 'yellow', 'cyan', 'red'];

/**
 * @param {{ site: string, dev: boolean }} options site: the deployed folder; dev: each
 *   app's Vite dev server instead
 * @returns {Array<{ name: string, prefixColor?: string, command: string }>}
 */
export function serveCommands({ site, dev }) {
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
      `node ${join('platform', 'servers', 'editor', 'start.mjs')} --mode git`,
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
      `node ${join('platform', 'measure', 'collector.mjs')} --site ${JSON.stringify(site)}`,
      `--db ${JSON.stringify(siteDatabase(site))} --port ${composition.collector.port}`,
    ].join(' '),
  };
  return dev ? apps : [...apps, previews, collector, editorBackend];
}
