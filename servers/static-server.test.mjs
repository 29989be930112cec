// @ts-check
// servers/static-server.mjs as npm start and the browser tests run it: a child process on
// a free loopback port, serving a temporary folder.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composition, shiftedPort } from '../composition/composition.mjs';
import { freePort } from '../e2e/support/free-port.mjs';

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
 * Starts the server on `dir` (or `root`, below it); resolves once it listens.
 * @param {string[]} flags @param {string[]} [nodeOptions]
 * @param {{ root?: string, env?: Record<string, string> }} [options]
 */
async function start(flags = [], nodeOptions = [], { root = '', env = {} } = {}) {
  const port = await freePort();
  const served = join(dir, root);
  const child = spawn(process.execPath, [...nodeOptions, SERVER, served, String(port), ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REMOTE_ORIGINS: '', ...env },
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

/**
 * What servers/nginx sends, read from its own files as its render.sh renders them: each
 * `add_header` of `file`, its placeholders and $variables filled from `values` (a
 * header whose value is empty is not sent, as nginx does), by lower-case name.
 * @param {string} file @param {Record<string, string>} values
 */
function nginxSends(file, values) {
  const text = readFileSync(join(import.meta.dirname, 'nginx', file), 'utf8');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of text.split('\n')) {
    const [, name, quoted, bare] =
      line.match(/^\s*add_header (\S+) (?:"(.*)"|(\S+?))(?: always)?;$/) ?? [];
    if (!name) continue;
    const value = (quoted ?? bare ?? '').replace(/@(\w+)@|\$(\w+)/g, (_, at, dollar) => {
      const filled = values[at ?? dollar];
      if (filled === undefined) throw new Error(`the test does not fill ${at ?? dollar}`);
      return filled;
    });
    if (value) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/**
 * What servers/nginx sends on the shell's origin: site-headers.conf, whose CSP is
 * site-csp.conf's policy for HTML and none for any other file.
 * @param {Record<string, string>} values @param {{ html: boolean }} [sent]
 */
function siteSends(values, sent = { html: true }) {
  const text = readFileSync(join(import.meta.dirname, 'nginx', 'site-csp.conf'), 'utf8');
  const written = text.match(/^\s*~\^text\/html "(.*)";$/m)?.[1] ?? '';
  const policy = written.replace(/@(\w+)@|\$(\w+)/g, (_, at, dollar) => values[at ?? dollar] ?? '');
  return nginxSends('site-headers.conf', { ...values, site_csp: sent.html ? policy : '' });
}

/**
 * The headers of `response` that nginx's `expected` names, and CORS's, by lower-case name.
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} response
 * @param {Record<string, string>} expected
 */
const securityHeadersOf = (response, expected) =>
  Object.fromEntries(
    [...Object.keys(expected), 'access-control-allow-origin', 'strict-transport-security']
      .filter((name) => response.headers[name] !== undefined)
      .map((name) => [name, String(response.headers[name])]),
  );

/** The remotes beside a shell on `shellPort`, as servers/nginx/render.sh names them. */
const remotesBeside = (/** @type {number} */ shellPort) =>
  Object.values(composition.remotes)
    .map((remote) => `http://localhost:${shiftedPort(remote.port, shellPort)}`)
    .join(' ');

const HOME_HASHES = {
  script: ["'sha256-bG9hZGVyIHNjcmlwdCBvZiB0aGUgaG9tZSBwYWdlAAA='"],
  style: ["'sha256-c3R5bGUgb2YgdGhlIGhvbWUgcGFnZQAAAAAAAAAAAAA='", "'sha256-Zm9udHMAAA='"],
};

/** A deployment in miniature: the shell's folder, its composed pages and their CSP hashes. */
function putSite() {
  put('/site/shell/_routes/index.html', '<h1>Home</h1>');
  put('/site/shell/_routes/about/index.html', '<h1>About</h1>');
  put('/site/shell/index.html', '<h1>We could not find that page</h1>');
  put('/site/shell/assets/app-0123abcd.js', 'export {};\n'.repeat(40));
  put('/site/csp/routes.json', JSON.stringify({ '/_routes/index.html': HOME_HASHES }));
}

describe("the shell's origin sends servers/nginx's headers", () => {
  it("a composed page: the site's CSP with its own inline-code hashes, frame-ancestors, Referrer-Policy, nosniff; no CORS", async () => {
    putSite();
    const { port } = await start(['--spa'], [], { root: 'site/shell' });
    const home = await get(port, '/', { Origin: 'https://evil.test' });
    expect(home.status).toBe(200);
    const nginx = siteSends({
      REMOTE_ORIGINS: remotesBeside(port),
      csp_script_hashes: HOME_HASHES.script.join(' '),
      csp_style_hashes: HOME_HASHES.style.join(' '),
      hsts: '',
    });
    expect(securityHeadersOf(home, nginx)).toEqual(nginx);
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['cache-control']).toBe('no-cache');

    // A page whose composition wrote no hashes, the not-found page: the CSP
    // without any (nginx's map default).
    const none = siteSends({
      REMOTE_ORIGINS: remotesBeside(port),
      csp_script_hashes: '',
      csp_style_hashes: '',
      hsts: '',
    });
    for (const [path, status] of /** @type {const} */ ([
      ['/about', 200],
      ['/no-such-page', 404],
    ])) {
      const response = await get(port, path);
      expect(response.status, path).toBe(status);
      expect(securityHeadersOf(response, none), path).toEqual(none);
    }
    // A redirect has no document (nginx's, with its little HTML body, gets the CSP).
    const moved = await get(port, '/about/');
    expect(moved.status).toBe(301);
    expect(moved.headers['content-security-policy']).toBeUndefined();
    expect(moved.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an asset: the same headers without the CSP, cached a year', async () => {
    putSite();
    const { port } = await start(['--spa'], [], { root: 'site/shell' });
    const asset = await get(port, '/assets/app-0123abcd.js', { Origin: 'http://localhost:4001' });
    expect(asset.status).toBe(200);
    const nginx = siteSends(
      {
        REMOTE_ORIGINS: remotesBeside(port),
        csp_script_hashes: '',
        csp_style_hashes: '',
        hsts: '',
      },
      { html: false },
    );
    expect(securityHeadersOf(asset, nginx)).toEqual(nginx);
    // The CSP is a document's: nginx sends it with HTML alone.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("reads a release's new hashes without a restart, and REMOTE_ORIGINS as nginx's render.sh does", async () => {
    putSite();
    const remotes = 'http://localhost:4001 http://localhost:4013';
    const { port } = await start(['--spa'], [], {
      root: 'site/shell',
      env: { REMOTE_ORIGINS: remotes },
    });
    const before = (await get(port, '/about')).headers['content-security-policy'];
    expect(before).toContain(`script-src 'self' ${remotes} ;`);
    const hashes = { script: ["'sha256-YWJvdXQ='"], style: ["'sha256-c3R5bGU='"] };
    put('/site/csp/routes.json', JSON.stringify({ '/_routes/about/index.html': hashes }));
    const after = (await get(port, '/about')).headers['content-security-policy'];
    expect(after).toContain(`script-src 'self' ${remotes} 'sha256-YWJvdXQ=';`);
    expect(after).toContain(`style-src 'self' ${remotes} 'sha256-c3R5bGU=';`);
  });
});

describe("a remote's origin sends servers/nginx's headers", () => {
  it("its modules: the remote's headers, CORS for the site's origin that asks", async () => {
    const { port } = await start();
    const entry = await get(port, ENTRY, { Origin: 'http://localhost:4000' });
    expect(entry.status).toBe(200);
    const nginx = nginxSends('remote-headers.conf', {
      SHELL_ORIGIN: 'http://localhost:4000',
      cache_control: 'no-cache',
      hsts: '',
    });
    const { vary, 'cache-control': cacheControl, ...rest } = nginx;
    expect(securityHeadersOf(entry, rest)).toEqual(rest);
    expect(entry.headers['cache-control']).toBe(cacheControl);
    expect(entry.headers.vary?.split(/,\s*/)).toEqual([vary, 'Accept-Encoding']);

    // A preview's page loads the same modules; another site's is not answered.
    const preview = 'http://0123456789ab.preview.localhost:4010';
    const fromPreview = await get(port, ENTRY, { Origin: preview });
    expect(fromPreview.headers['access-control-allow-origin']).toBe(preview);
    for (const origin of ['https://evil.test', 'http://localhost.evil.test:4000', 'null']) {
      const other = await get(port, ENTRY, { Origin: origin });
      expect(other.status, origin).toBe(200);
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe("a part's preview page on its remote's origin", () => {
  const PAGE = '/releases/x/owner-preview.html';

  beforeEach(() => {
    put(PAGE, '<div id="root"></div>');
    put('/releases/x/index.html', '<div id="root"></div>');
  });

  it("sends preview-page-headers.conf's, framed by the editor's origin alone; every other path keeps the remote's", async () => {
    const { port } = await start();
    const page = await get(port, PAGE, { Origin: 'http://localhost:4000' });
    expect(page.status).toBe(200);
    const nginx = nginxSends('preview-page-headers.conf', {
      ADMIN_ORIGIN: 'http://localhost:4004',
      cache_control: 'no-cache',
      hsts: '',
    });
    const { 'cache-control': cacheControl, ...rest } = nginx;
    expect(securityHeadersOf(page, rest)).toEqual(rest);
    expect(page.headers['cache-control']).toBe(cacheControl);
    const csp = page.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost:4004$/);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();

    // The remote's own page, its modules, and a look-alike path: the remote's headers, unchanged.
    const remote = nginxSends('remote-headers.conf', {
      SHELL_ORIGIN: '',
      cache_control: 'no-cache',
      hsts: '',
    });
    for (const path of [
      '/releases/x/index.html',
      ENTRY,
      '/owner-preview.html',
      '/releases/x/y/owner-preview.html',
      '/releases/x/owner-preview.html.map',
    ]) {
      const other = await get(port, path);
      expect(other.headers['content-security-policy'], path).toBe(
        remote['content-security-policy'],
      );
    }
  });

  it("names the editor's origin it is told (ADMIN_ORIGIN, as nginx's render.sh reads it)", async () => {
    const { port } = await start([], [], { env: { ADMIN_ORIGIN: 'https://editor.example.in' } });
    const page = await get(port, PAGE);
    expect(page.headers['content-security-policy']).toMatch(
      /; frame-ancestors https:\/\/editor\.example\.in$/,
    );
  });

  it("is nothing special on the shell's origin: the site's page rules", async () => {
    putSite();
    const shell = await start(['--spa'], [], { root: 'site/shell' });
    const page = await get(shell.port, PAGE);
    expect(page.headers['content-security-policy'] ?? '').not.toContain('frame-ancestors http');
  });
});

describe('no HTML is readable across origins', () => {
  it('never Access-Control-Allow-Origin: * on a page, on any origin', async () => {
    putSite();
    const shell = await start(['--spa'], [], { root: 'site/shell' });
    for (const path of ['/', '/about', '/no-such-page', '/index.html']) {
      const page = await get(shell.port, path, { Origin: 'https://evil.test' });
      expect(page.headers['content-type'], path).toContain('text/html');
      expect(page.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    // A remote's own page (its build's index.html), asked by the site's origin itself.
    const remote = await start();
    const page = await get(remote.port, '/index.html', { Origin: 'http://localhost:4000' });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get(remote.port, ENTRY)).headers['access-control-allow-origin']).not.toBe('*');
  });
});

describe('the previews server', () => {
  const ID = '0123456789ab';

  beforeEach(() => {
    putSite();
    put(`/site/previews/${ID}/shell/_routes/index.html`, '<h1>Home, as the draft has it</h1>');
    put(
      `/site/previews/${ID}/csp/routes.json`,
      JSON.stringify({ '/_routes/index.html': HOME_HASHES }),
    );
  });

  it('answers <id>.preview.localhost[:its port] for a preview the deployment has, with the site headers', async () => {
    const { port } = await start(['--previews'], [], { root: 'site' });
    for (const host of [`${ID}.preview.localhost:${port}`, `${ID}.preview.localhost`]) {
      const page = await get(port, '/', { Host: host });
      expect(page.status, host).toBe(200);
      expect(page.body, host).toBe('<h1>Home, as the draft has it</h1>');
      const shellPort = port - composition.previews.port + composition.shell.port;
      const nginx = siteSends({
        REMOTE_ORIGINS: remotesBeside(shellPort),
        csp_script_hashes: HOME_HASHES.script.join(' '),
        csp_style_hashes: HOME_HASHES.style.join(' '),
        hsts: '',
      });
      expect(securityHeadersOf(page, nginx), host).toEqual(nginx);
      expect(page.headers['x-robots-tag'], host).toBe('noindex');
    }
    // The live shell's hashed files, for the preview's pages.
    const asset = await get(port, '/assets/app-0123abcd.js', { Host: `${ID}.preview.localhost` });
    expect(asset.status).toBe(200);
  });

  it('answers any other host with 421, and an id with no preview with 404, saying so', async () => {
    const { port } = await start(['--previews'], [], { root: 'site' });
    for (const host of [
      `${ID}.evil.test:${port}`,
      `${ID}.preview.localhost.evil.test:${port}`,
      `${ID}.preview.localhost:${port + 1}`,
      `x.${ID}.preview.localhost:${port}`,
      `localhost:${port}`,
      `127.0.0.1:${port}`,
    ]) {
      const refused = await get(port, '/', { Host: host });
      expect(refused.status, host).toBe(421);
      expect(refused.body, host).toContain(`<id>.preview.localhost:${port}`);
    }
    const unknown = await get(port, '/', { Host: `ba9876543210.preview.localhost:${port}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('No such preview: ba9876543210');
  });
});
