#!/usr/bin/env node
// @ts-check
// Starts the editor's local backend (editor-backend.mjs) from a command line. `npm start`
// runs it on composition.json's editor port for the editor's origin, in Git mode on a
// scratch repository (scripts/editor-repository.mjs).
// With --drafts DIR (Git mode) each save of a draft is previewed and smoke-tested in the
// deployment --site, --shell-port and --targets name (drafts/).
// With --measure (the collector's database: an SQLite file or a postgres:// URL) it also
// answers GET /numbers, for the owner's page admin/numbers.html.
// The key: EDITOR_BACKEND_KEY if its starter chose one (a test that must hand it to its
// browser; at least 32 characters), else a fresh random one at each start.
//
//   editor/start.mjs [--repo DIR] [--mode fs|git] [--port N] [--origin URL]
//                    [--drafts DIR [--site DIR] [--shell-port N] [--targets FILE]]
//                    [--measure SQLITE_FILE|POSTGRES_URL]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { composition, localAdminOrigin, ROOT } from 'composition';
import { stopOnSignal } from '../start-line.mjs';
import { draftsFor } from './drafts/drafts-for.mjs';
import { startEditorBackend } from './editor-backend.mjs';
import { randomKey } from './guard.mjs';

/**
 * The collector's database, opened once at start. One that cannot be opened leaves the
 * editor running without the numbers (its page says they are not counted): the owner's
 * editing matters more than the counts. Its drivers load only when it is asked for.
 * @param {string} location an SQLite file's path or a postgres:// URL
 */
async function openMeasure(location) {
  try {
    const { openStore } = await import('measure');
    return await openStore(location);
  } catch (error) {
    console.error(
      `the owner's numbers are not shown: ${error instanceof Error ? error.message : error}`,
    );
    return undefined;
  }
}

const usage =
  'usage: editor/start.mjs [--repo DIR] [--mode fs|git] [--port N] [--origin URL] [--drafts DIR [--site DIR] [--shell-port N] [--targets FILE]] [--measure SQLITE_FILE|POSTGRES_URL]';
const { values } = parseArgs({
  options: {
    repo: { type: 'string', default: ROOT },
    mode: { type: 'string', default: 'fs' },
    port: { type: 'string', default: String(composition.editor.port) },
    origin: { type: 'string', default: localAdminOrigin() },
    drafts: { type: 'string' },
    site: { type: 'string' },
    'shell-port': { type: 'string' },
    targets: { type: 'string' },
    measure: { type: 'string' },
  },
});
// The starter's key, kept from the children the drafts start (builds, releases, smoke runs).
const key = process.env.EDITOR_BACKEND_KEY || randomKey();
delete process.env.EDITOR_BACKEND_KEY;
if ((values.mode !== 'fs' && values.mode !== 'git') || (values.drafts && values.mode !== 'git')) {
  console.error(usage);
  process.exit(2);
}
const drafts = values.drafts
  ? await draftsFor({
      repo: resolve(values.repo),
      workDir: resolve(values.drafts),
      where: { site: values.site, 'shell-port': values['shell-port'], targets: values.targets },
    })
  : undefined;
const measure = values.measure ? await openMeasure(values.measure) : undefined;
const server = await startEditorBackend({
  repo: values.repo,
  mode: values.mode,
  port: Number(values.port),
  origin: values.origin,
  key,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  drafts,
  measure,
});
await drafts?.resume();
console.log(
  `the editor's backend on http://127.0.0.1:${values.port} (${values.mode}, ${values.repo}${drafts ? ', with drafts' : ''}${measure ? `, the owner's numbers from ${measure.description}` : ''}), for ${values.origin} alone`,
);
// The one way the key reaches the owner's browser: this line, on the starter's screen.
console.log(`open the editor with this start's key: ${values.origin}/#backend-key=${key}`);
stopOnSignal(() =>
  server.close(async () => {
    await measure?.close().catch(() => undefined);
    process.exit(0);
  }),
);
