// @ts-check
// A temporary folder for each test to serve, as a deployment holds it: the site's handlers
// on a free loopback port in the test's own process, or a start script in a process of its
// own (what only a process shows: its command line, its environment, a preloaded module);
// and a request sent with its path as written (percent-encodings kept).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from 'test-tools/free-port.mjs';
import { afterEach, beforeEach } from 'vitest';

/** @import { IncomingHttpHeaders, RequestListener } from 'node:http' */

/** A remote's entry, which every test's folder holds. */
export const ENTRY = '/releases/x/remoteEntry.js';

/** A part's preview page, in the release that holds the entry (putPreviewPage). */
export const PREVIEW_PAGE = '/releases/x/owner-preview.html';

/** The inline-code hashes the home page's composition wrote (putSite). */
export const HOME_HASHES = {
  script: ["'sha256-bG9hZGVyIHNjcmlwdCBvZiB0aGUgaG9tZSBwYWdlAAA='"],
  style: ["'sha256-c3R5bGUgb2YgdGhlIGhvbWUgcGFnZQAAAAAAAAAAAAA='", "'sha256-Zm9udHMAAA='"],
};

/**
 * The folder each test of the calling file serves, new for each test: a remote's entry
 * and hashed asset, hidden files that must never be served, and the shell's not-found
 * page. What a test starts is stopped after it, and the folder removed.
 */
export function servedFolder() {
  /** @type {Array<() => void>} */
  let stops = [];
  const folder = {
    dir: '',
    /** @param {string} path @param {string | Buffer} content */
    put(path, content) {
      mkdirSync(dirname(join(folder.dir, path)), { recursive: true });
      writeFileSync(join(folder.dir, path), content);
    },
    /** A deployment in miniature: the shell's folder, its composed pages and their CSP hashes. */
    putSite() {
      folder.put('/site/shell/_routes/index.html', '<h1>Home</h1>');
      folder.put('/site/shell/_routes/about/index.html', '<h1>About</h1>');
      folder.put('/site/shell/index.html', '<h1>We could not find that page</h1>');
      folder.put('/site/shell/assets/app-0123abcd.js', 'export {};\n'.repeat(40));
      folder.put('/site/csp/routes.json', JSON.stringify({ '/_routes/index.html': HOME_HASHES }));
    },
    /** A part's preview page, and its release's own page beside it. */
    putPreviewPage() {
      folder.put(PREVIEW_PAGE, '<div id="root"></div>');
      folder.put('/releases/x/index.html', '<div id="root"></div>');
    },
    /**
     * Serves the handler made for a free port (the origins read their own port) in this
     * process; resolves with the port once it listens.
     * @param {(port: number) => RequestListener} handlerFor
     */
    async serve(handlerFor) {
      const port = await freePort();
      const server = createServer(handlerFor(port));
      stops.push(() => {
        server.closeAllConnections();
        server.close();
      });
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(undefined));
      });
      return port;
    },
    /**
     * Starts a start script on the folder (or `root`, below it) in a process of its own;
     * resolves once it says it is serving.
     * @param {string} script @param {string[]} [flags] @param {string[]} [nodeOptions]
     * @param {{ root?: string, env?: Record<string, string> }} [options]
     */
    async start(script, flags = [], nodeOptions = [], { root = '', env = {} } = {}) {
      const port = await freePort();
      const served = join(folder.dir, root);
      const child = spawn(
        process.execPath,
        [...nodeOptions, script, served, String(port), ...flags],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, REMOTE_ORIGINS: '', ...env },
        },
      );
      stops.push(() => child.kill('SIGTERM'));
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      await new Promise((resolve, reject) => {
        child.stdout?.on(
          'data',
          (chunk) => String(chunk).includes('serving') && resolve(undefined),
        );
        child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
      });
      return { port, child, stderr: () => stderr };
    },
  };

  beforeEach(() => {
    folder.dir = mkdtempSync(join(tmpdir(), 'jac-served-folder-'));
    folder.put(ENTRY, 'export const entry = 1;\n'.repeat(40));
    folder.put('/releases/x/.vite/manifest.json', '{"secret":"build manifest"}');
    folder.put('/.env', 'TOKEN=secret');
    folder.put('/.git/HEAD', 'ref: refs/heads/main');
    folder.put('/.well-known/security.txt', 'Contact: secret');
    folder.put('/assets/app-0123abcd.js', 'export {};\n'.repeat(40));
    // The shell's not-found page, which the shell's origin answers a path no route serves with.
    folder.put('/index.html', '<h1>We could not find that page</h1>');
  });

  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    rmSync(folder.dir, { recursive: true, force: true });
  });

  return folder;
}

/**
 * One request, its path sent as written (percent-encodings kept).
 * @param {number} port @param {string} path @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: IncomingHttpHeaders, body: string }>}
 */
export const get = (port, path, headers = {}) =>
  new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
