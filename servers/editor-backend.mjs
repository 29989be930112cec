#!/usr/bin/env node
// @ts-check
// The editor's local backend: decap-server (its file-system or Git mode) behind a guard.
// decap-server alone answers any localhost origin and reads any file of the checkout
// (.git/HEAD, .env); this one listens on loopback only, answers the editor's origin alone
// (any other Origin, or none, gets 403), and reads and writes only the content folders
// the editor's configuration uses (<part>/content/…, pictures in <part>/content/images).
// `npm start` runs it on composition.json's editor port for the editor's origin.
//
//   editor-backend.mjs [--repo DIR] [--mode fs|git] [--port N] [--origin URL]
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, composition, localAdminOrigin, ROOT } from '../composition/composition.mjs';

// decap-server's own Express and middlewares (its package's `registerLocalFs`/`registerLocalGit`).
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/middlewares.js');
const { registerLocalFs, registerLocalGit } = createRequire(import.meta.url)(decapServer);
const express = createRequire(decapServer)('express');

/** The parts' content folders, from the repository's root: what the editor edits. */
export const CONTENT_FOLDERS = APPS.map((app) => `${app.package}/content`);

/** What the editor asks of decap-server in the simple publish mode; nothing else is let through. */
const ACTIONS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
  'getDeployPreview',
]);

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

/**
 * Why a request to decap-server is refused, or undefined if it may go through.
 * @param {{ action?: unknown, params?: unknown } | undefined} body
 * @param {readonly string[]} [folders]
 */
export function refusalOf(body, folders = CONTENT_FOLDERS) {
  const action = body?.action;
  if (typeof action !== 'string' || !ACTIONS.has(action)) {
    return `the editor's backend does not do ${JSON.stringify(action)}`;
  }
  const outside = pathsIn(body?.params).find((path) => !isContentPath(path, folders));
  if (outside !== undefined) {
    return `${JSON.stringify(outside)} is not in a content folder (${folders.join(', ')})`;
  }
  return undefined;
}

/**
 * @typedef {{ repo: string, mode: 'fs' | 'git', origin: string, logLevel?: string }} Options
 */

/**
 * decap-server's app with the guard in front: the Origin first (and the Host, so a page
 * of another site whose name resolves to loopback is refused too), then each path.
 * @param {Options} options
 */
export async function editorBackend({ repo, mode, origin, logLevel = 'warn' }) {
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
      } else next();
    },
  );
  app.use(express.json({ limit: '50mb' }));
  app.post(
    '/api/v1',
    (/** @type {any} */ request, /** @type {any} */ response, /** @type {() => void} */ next) => {
      const refusal = refusalOf(request.body);
      if (refusal) response.status(403).json({ error: refusal });
      else next();
    },
  );
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

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      repo: { type: 'string', default: ROOT },
      mode: { type: 'string', default: 'fs' },
      port: { type: 'string', default: String(composition.editor.port) },
      origin: { type: 'string', default: localAdminOrigin() },
    },
  });
  if (values.mode !== 'fs' && values.mode !== 'git') {
    console.error(
      'usage: editor-backend.mjs [--repo DIR] [--mode fs|git] [--port N] [--origin URL]',
    );
    process.exit(2);
  }
  const server = await startEditorBackend({
    repo: values.repo,
    mode: values.mode,
    port: Number(values.port),
    origin: values.origin,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
  });
  console.log(
    `the editor's backend on http://127.0.0.1:${values.port} (${values.mode}, ${values.repo}), for ${values.origin} alone`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
