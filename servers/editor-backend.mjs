#!/usr/bin/env node
// @ts-check
// The editor's local backend: decap-server (its file-system or Git mode) behind a guard.
// decap-server alone answers any localhost origin and reads any file of the checkout
// (.git/HEAD, .env); this one listens on loopback only, answers the editor's origin alone
// (any other Origin, or none, gets 403), and only a request that carries this start's key
// (401 without it): any program on the machine can send the editor's Origin and Host, none
// holds the key but the browser the owner opened the editor in, with the address this
// prints (<origin>/#backend-key=…; the page keeps it and sends it as a bearer token,
// admin/src/config/backend-key.ts). It reads and writes only the content folders the
// editor's configuration uses (<part>/content/…, pictures in <part>/content/images), and
// writes drafts alone: a save is a commit on the draft's cms/ branch, and main moves only
// when a draft is published; anything decap-server would commit to main directly (a save
// without the editorial workflow, a picture uploaded or a file deleted outside an entry,
// any write in the file-system mode, which has no branches) is refused.
// In Git mode with --drafts it also does what CI does for the live site (drafts/): each
// save of a draft is previewed and smoke-tested, "View Preview" opens it, and publishing
// promotes the previewed release before decap-server merges the draft.
// `npm start` runs it on composition.json's editor port for the editor's origin, in Git
// mode on a scratch repository (scripts/editor-repository.mjs).
// With --measure (the collector's database: an SQLite file or a postgres:// URL) it also
// answers GET /numbers, behind the same guard: how the website is doing, for the owner's
// page admin/numbers.html (numbers-route.mjs).
// The key: EDITOR_BACKEND_KEY if its starter chose one (a test that must hand it to its
// browser; at least 32 characters), else a fresh random one at each start.
//
//   editor-backend.mjs [--repo DIR] [--mode fs|git] [--port N] [--origin URL]
//                      [--drafts DIR [--site DIR] [--shell-port N] [--targets FILE]]
//                      [--measure SQLITE_FILE|POSTGRES_URL]
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { posix, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, composition, localAdminOrigin, ROOT } from '../composition/composition.mjs';
import { draftRoutes } from './drafts/draft-routes.mjs';
import { draftsFor } from './drafts/drafts-for.mjs';
import { numbersRoute } from './numbers-route.mjs';

// decap-server's own Express and middlewares (its package's `registerLocalFs`/`registerLocalGit`).
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/middlewares.js');
const { registerLocalFs, registerLocalGit } = createRequire(import.meta.url)(decapServer);
const express = createRequire(decapServer)('express');

/** The parts' content folders, from the repository's root: what the editor edits. */
export const CONTENT_FOLDERS = APPS.map((app) => `${app.package}/content`);

/**
 * What the editor asks of decap-server; nothing else is let through. Not persistMedia,
 * deleteFile or deleteFiles: decap-server commits them to the branch they name, main, not
 * to a draft (DIRECT_WRITES).
 */
const ACTIONS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'getDeployPreview',
  // The editorial workflow's: drafts on branches (Git mode).
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile',
  'deleteUnpublishedEntry',
  'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry',
  // The editor's own: where each draft stands, answered by the drafts (servers/drafts/).
  'draftStates',
]);

/**
 * decap-server's actions that write the branch they name (main) directly, whatever the
 * editor's workflow: Decap sends them for a picture uploaded, or a file deleted, in the
 * media library outside an entry. In an entry, a picture is saved with the draft.
 */
const DIRECT_WRITES = new Set(['persistMedia', 'deleteFile', 'deleteFiles']);

/** The parameters of decap-server's actions that name a file or a folder of the repository. */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder']);

/**
 * Every path a request's parameters name, however deep (persistEntry's entry, dataFiles
 * and assets; deleteFiles' paths; entriesByFiles' files).
 * @param {unknown} value @param {string} [key] @returns {unknown[]}
 */
function pathsIn(value, key) {
  if (key === 'paths' && Array.isArray(value)) return value;
  if (key && PATH_KEYS.has(key)) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => pathsIn(item, name));
  }
  return [];
}

/**
 * Whether `path`, relative to the repository as Decap sends it, is a content folder or
 * below one. An absolute path, or one with "..", a backslash or a NUL, is refused before
 * it is normalized.
 * @param {unknown} path @param {readonly string[]} [folders]
 */
export function isContentPath(path, folders = CONTENT_FOLDERS) {
  if (typeof path !== 'string' || path === '' || /[\\\0]/.test(path)) return false;
  if (posix.isAbsolute(path) || path.split('/').includes('..')) return false;
  const normalized = posix.normalize(path).replace(/\/$/, '');
  return folders.some((folder) => normalized === folder || normalized.startsWith(`${folder}/`));
}

/** Why a write to main is refused, in the words the editor shows. */
const DRAFTS_ONLY =
  "the editor's backend saves drafts alone: each save goes to the draft's branch, and main changes only when a draft is published";

/**
 * Why a request to decap-server is refused, or undefined if it may go through.
 * @param {{ action?: unknown, params?: any } | undefined} body
 * @param {{ folders?: readonly string[], mode?: 'fs' | 'git' }} [where] the content folders,
 *   and decap-server's mode: the file-system one has no branches, so no drafts
 */
export function refusalOf(body, { folders = CONTENT_FOLDERS, mode = 'git' } = {}) {
  const action = body?.action;
  if (typeof action === 'string' && DIRECT_WRITES.has(action)) {
    return `${action} would commit to main directly: ${DRAFTS_ONLY} (a picture is uploaded in the entry that shows it, and saved with its draft)`;
  }
  if (typeof action !== 'string' || !ACTIONS.has(action)) {
    return `the editor's backend does not do ${JSON.stringify(action)}`;
  }
  if (action === 'persistEntry' && mode === 'fs') {
    return `the file-system mode writes the checkout directly, with no draft: ${DRAFTS_ONLY} (--mode git)`;
  }
  if (action === 'persistEntry' && body?.params?.options?.useWorkflow !== true) {
    return `a save without the editorial workflow would commit to main directly: ${DRAFTS_ONLY}`;
  }
  const outside = pathsIn(body?.params).find((path) => !isContentPath(path, folders));
  if (outside !== undefined) {
    return `${JSON.stringify(outside)} is not in a content folder (${folders.join(', ')})`;
  }
  return undefined;
}

/** The shortest key the backend accepts: 32 characters (randomKey's are 43). */
const KEY_LENGTH = 32;

/** A fresh key: 256 random bits, URL-safe, for the editor's address. */
export const randomKey = () => randomBytes(32).toString('base64url');

/** @param {string} text */
const digestOf = (text) => createHash('sha256').update(text).digest();

/**
 * Whether a request's Authorization is `Bearer <key>`. Compared in constant time, as
 * digests of equal length, so how long the compare takes says nothing of the key.
 * @param {string | undefined} authorization @param {Buffer} keyDigest
 */
function holdsKey(authorization, keyDigest) {
  const presented = authorization?.match(/^Bearer +(\S+)\s*$/i)?.[1] ?? '';
  return timingSafeEqual(digestOf(presented), keyDigest);
}

/**
 * @typedef {object} Options
 * @property {string} repo
 * @property {'fs' | 'git'} mode
 * @property {string} origin
 * @property {string} key this start's secret, which the editor's page sends as a bearer
 *   token (at least 32 characters: randomKey)
 * @property {string} [logLevel]
 * @property {import('./drafts/draft-previews.mjs').DraftPreviews} [drafts] previews and
 *   publishes drafts (Git mode)
 * @property {import('../measure/index.mjs').Store} [measure] the collector's database,
 *   opened once at start: GET /numbers answers the owner's numbers from it
 * @property {import('./numbers-route.mjs').NumbersOf} [numbersOf] how those numbers are
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
  if (typeof key !== 'string' || key.length < KEY_LENGTH || /\s/.test(key)) {
    throw new Error(`the editor's backend needs a key of at least ${KEY_LENGTH} characters`);
  }
  const keyDigest = digestOf(key);
  const app = express();
  app.disable('x-powered-by');
  app.use(
    (
      /** @type {import('node:http').IncomingMessage} */ request,
      /** @type {any} */ response,
      /** @type {() => void} */ next,
    ) => {
      const host = request.headers.host ?? '';
      const port = request.socket.localPort;
      if (request.headers.origin !== origin) {
        response.status(403).json({ error: `only ${origin} may use the editor's backend` });
      } else if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
        response.status(403).json({ error: "the editor's backend answers on loopback only" });
      } else {
        // What the guard and the drafts answer themselves must reach the editor too (a
        // refusal's words): decap-server's own CORS runs only for what it answers.
        response.setHeader('Access-Control-Allow-Origin', origin);
        response.setHeader('Vary', 'Origin');
        // A preflight carries no Authorization (browsers never send it one): decap-server's
        // CORS answers it, reading and writing nothing.
        if (request.method === 'OPTIONS' || holdsKey(request.headers.authorization, keyDigest)) {
          next();
        } else {
          response.setHeader('WWW-Authenticate', 'Bearer realm="editor-backend"');
          response.status(401).json({
            error: `the editor's backend answers the editor opened with this start's key alone: open ${origin}/#backend-key=… as the backend printed it when it started`,
          });
        }
      }
    },
  );
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
 * @returns {Promise<import('node:http').Server>}
 */
export async function startEditorBackend({ port, ...options }) {
  const app = await editorBackend(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * The collector's database, opened once at start. One that cannot be opened leaves the
 * editor running without the numbers (its page says they are not counted): the owner's
 * editing matters more than the counts. Its drivers load only when it is asked for.
 * @param {string} location an SQLite file's path or a postgres:// URL
 */
async function openMeasure(location) {
  try {
    const { openStore } = await import('../measure/index.mjs');
    return await openStore(location);
  } catch (error) {
    console.error(
      `the owner's numbers are not shown: ${error instanceof Error ? error.message : error}`,
    );
    return undefined;
  }
}

if (process.argv[1] === import.meta.filename) {
  const usage =
    'usage: editor-backend.mjs [--repo DIR] [--mode fs|git] [--port N] [--origin URL] [--drafts DIR [--site DIR] [--shell-port N] [--targets FILE]] [--measure SQLITE_FILE|POSTGRES_URL]';
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
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () =>
      server.close(async () => {
        await measure?.close().catch(() => undefined);
        process.exit(0);
      }),
    );
  }
}
