// @ts-check
// The editor's local backend: decap-server (its file-system or Git mode) behind a guard.
// decap-server alone answers any localhost origin and reads any file of the checkout
// (.git/HEAD, .env); this one listens on loopback only, answers the editor's origin alone
// with this start's key (guard.mjs), reads and writes only the content folders the
// editor's configuration uses (<part>/content/…, pictures in <part>/content/images), and
// writes drafts alone (refusals.mjs): a save is a commit on the draft's cms/ branch, and
// main moves only when a draft is published; anything decap-server would commit to main
// directly (a save without the editorial workflow, a picture uploaded or a file deleted
// outside an entry, any write in the file-system mode, which has no branches) is refused.
// With drafts (Git mode) it also does what CI does for the live site (drafts/):
// each save of a draft is previewed and smoke-tested, "View Preview" opens it, and
// publishing promotes the previewed release before decap-server merges the draft.
// With the collector's database it also answers GET /numbers, behind the same guard: how
// the website is doing, for the owner's page apps/admin/numbers.html (numbers-route.mjs).
// start.mjs starts it from a command line.
import { createRequire } from 'node:module';
import { draftRoutes } from './drafts/draft-routes.mjs';
import { guard } from './guard.mjs';
import { numbersRoute } from './numbers-route.mjs';
import { refusalOf } from './refusals.mjs';

/**
 * @import { Server } from 'node:http'
 * @import { Store } from 'measure'
 * @import { DraftPreviews } from './drafts/draft-previews.mjs'
 * @import { NumbersOf } from './numbers-route.mjs'
 */

// decap-server's own Express and middlewares (its package's `registerLocalFs`/`registerLocalGit`).
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/middlewares.js');
const { registerLocalFs, registerLocalGit } = createRequire(import.meta.url)(decapServer);
const express = createRequire(decapServer)('express');

/**
 * @typedef {object} Options
 * @property {string} repo
 * @property {'fs' | 'git'} mode
 * @property {string} origin
 * @property {string} key this start's secret, which the editor's page sends as a bearer
 *   token (at least 32 characters: randomKey)
 * @property {string} [logLevel]
 * @property {DraftPreviews} [drafts] previews and
 *   publishes drafts (Git mode)
 * @property {Store} [measure] the collector's database,
 *   opened once at start: GET /numbers answers the owner's numbers from it
 * @property {NumbersOf} [numbersOf] how those numbers are
 *   counted (ownerNumbers; a test's stand-in)
 */

/**
 * decap-server's app with the guard in front: the Origin first (and the Host, so a page
 * of another site whose name resolves to loopback is refused too), then the key, then
 * each action and path.
 * @param {Options} options
 */
export async function editorBackend({
  repo,
  mode,
  origin,
  key,
  logLevel = 'warn',
  drafts,
  measure,
  numbersOf,
}) {
  const guarded = guard({ origin, key });
  const app = express();
  app.disable('x-powered-by');
  app.use(guarded);
  // After the guard, as everything else: the owner's numbers are the editor's alone.
  app.get('/numbers', numbersRoute({ store: measure, numbersOf }));
  app.use(express.json({ limit: '50mb' }));
  app.post(
    '/api/v1',
    (/** @type {any} */ request, /** @type {any} */ response, /** @type {() => void} */ next) => {
      const refusal = refusalOf(request.body, { mode });
      if (refusal) response.status(403).json({ error: refusal });
      else next();
    },
  );
  if (drafts) app.post('/api/v1', draftRoutes(drafts));
  else {
    // Without drafts there is no state to tell; decap-server must never see the question
    // (it does not answer an action it does not know).
    app.post(
      '/api/v1',
      (/** @type {any} */ request, /** @type {any} */ response, /** @type {() => void} */ next) => {
        if (request.body?.action === 'draftStates') response.json({ drafts: [] });
        else next();
      },
    );
  }
  // decap-server reads its repository and allowed origin from the environment, once, as
  // each middleware is registered.
  const before = { repo: process.env.GIT_REPO_DIRECTORY, origin: process.env.ORIGIN };
  process.env.GIT_REPO_DIRECTORY = repo;
  process.env.ORIGIN = origin;
  const registered = (mode === 'git' ? registerLocalGit : registerLocalFs)(app, { logLevel });
  restore('GIT_REPO_DIRECTORY', before.repo);
  restore('ORIGIN', before.origin);
  await registered;
  return app;
}

/** @param {string} name @param {string | undefined} value */
function restore(name, value) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * The guarded backend, listening on 127.0.0.1 only.
 * @param {Options & { port: number }} options
 * @returns {Promise<Server>}
 */
export async function startEditorBackend({ port, ...options }) {
  const app = await editorBackend(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}
