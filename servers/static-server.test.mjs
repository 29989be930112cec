// @ts-check
// servers/static-server.mjs as npm start and the browser tests run it: a child process on
// a free loopback port, serving a temporary folder.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../release/testing/free-port.mjs';

const SERVER = join(import.meta.dirname, 'static-server.mjs');
const ENTRY = '/releases/x/remoteEntry.js';

/** @type {string} */
let dir;
/** @type {import('node:child_process').ChildProcess[]} */
let children = [];

/** @param {string} path @param {string | Buffer} content */
function put(path, content) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jac-static-server-test-'));
  put(ENTRY, 'export const entry = 1;\n'.repeat(40));
  put('/releases/x/.vite/manifest.json', '{"secret":"build manifest"}');
  put('/.env', 'TOKEN=secret');
  put('/.git/HEAD', 'ref: refs/heads/main');
  put('/.well-known/security.txt', 'Contact: secret');
  put('/assets/app-0123abcd.js', 'export {};\n'.repeat(40));
  // The shell's not-found page, which --spa answers a path no route serves with.
  put('/index.html', '<h1>We could not find that page</h1>');
});

afterEach(() => {
  for (const child of children) child.kill('SIGTERM');
  children = [];
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts the server on `dir`; resolves once it listens.
 * @param {string[]} flags @param {string[]} [nodeOptions]
 */
async function start(flags = [], nodeOptions = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, SERVER, dir, String(port), ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  await new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('serving') && resolve(undefined));
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
  return { port, child, stderr: () => stderr };
}

/**
 * One request, its path sent as written (percent-encodings kept).
 * @param {number} port @param {string} path @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
const get = (port, path, headers = {}) =>
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

describe('hidden paths', () => {
  const hidden = [
    '/releases/x/.vite/manifest.json',
    '/releases/x/%2evite/manifest.json',
    '/releases/x/%2Evite%2Fmanifest.json',
    '/releases/x%2f.vite/manifest.json',
    '/.env',
    '/%2eenv',
    '/.git/HEAD',
    '/.well-known/security.txt',
  ];

  it("a remote's origin answers each with a bare 404, never the file", async () => {
    const { port } = await start();
    for (const path of hidden) {
      const response = await get(port, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toBe('Not found');
    }
    expect((await get(port, ENTRY)).status).toBe(200);
  });

  it("the shell's origin too: a bare 404, not its not-found page", async () => {
    const { port } = await start(['--spa']);
    for (const path of hidden) {
      const response = await get(port, path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('text/plain');
      expect(response.body, path).toBe('Not found');
    }
  });
});

describe('revalidation', () => {
  it('sends a weak ETag and Last-Modified, its Cache-Control unchanged, and a Permissions-Policy', async () => {
    const { port } = await start();
    const entry = await get(port, ENTRY);
    expect(entry.status).toBe(200);
    expect(entry.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(entry.headers['last-modified'] ?? '')).not.toBeNaN();
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['permissions-policy']).toContain('geolocation=()');
    const asset = await get(port, '/assets/app-0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.etag).toMatch(/^W\//);
  });

  it('answers a copy still current with 304 and no body, by ETag or by date, gzip or not', async () => {
    const { port } = await start();
    const first = await get(port, ENTRY);
    const etag = first.headers.etag ?? '';
    const lastModified = first.headers['last-modified'] ?? '';
    /** @type {Record<string, string>[]} */
    const current = [
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", ${etag}`, 'Accept-Encoding': 'gzip' },
      { 'If-Modified-Since': lastModified },
    ];
    for (const headers of current) {
      const again = await get(port, ENTRY, headers);
      expect(again.status, JSON.stringify(headers)).toBe(304);
      expect(again.body, JSON.stringify(headers)).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    // An old copy, or a tag that is not the file's, gets the file.
    const stale = await get(port, ENTRY, { 'If-Modified-Since': new Date(0).toUTCString() });
    expect(stale.status).toBe(200);
    expect((await get(port, ENTRY, { 'If-None-Match': 'W/"1-1"' })).status).toBe(200);

    // The file replaced: a new tag, and the old one no longer matches.
    put(ENTRY, 'export const entry = 2;\n');
    utimesSync(join(dir, ENTRY), new Date(), new Date(Date.now() + 5_000));
    const replaced = await get(port, ENTRY, { 'If-None-Match': etag });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toBe('export const entry = 2;\n');
    expect(replaced.headers.etag).not.toBe(etag);
  });
});

describe('a file removed by a release while it is being served', () => {
  it('answers 404, and the server goes on serving', async () => {
    // Deterministically, a release removing the file right after the server found it:
    // this preload deletes a "vanishing" file as soon as the server's lookup (statSync)
    // has seen it.
    const preload = join(dir, 'vanish-after-lookup.mjs');
    writeFileSync(
      preload,
      `import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const { statSync, rmSync } = fs;
fs.statSync = (path, ...rest) => {
  const stat = statSync(path, ...rest);
  if (String(path).includes('vanishing') && stat?.isFile()) rmSync(path);
  return stat;
};
syncBuiltinESMExports();
`,
    );
    const { port, child, stderr } = await start([], ['--import', pathToFileURL(preload).href]);
    /** @type {Record<string, string>[]} */
    const encodings = [{}, { 'Accept-Encoding': 'gzip' }];
    for (const headers of encodings) {
      put('/releases/x/vanishing.js', 'export {};\n'.repeat(1000));
      const response = await get(port, '/releases/x/vanishing.js', headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
    }
    expect((await get(port, ENTRY)).status).toBe(200);
    expect(child.exitCode, stderr()).toBeNull();
  });
});
