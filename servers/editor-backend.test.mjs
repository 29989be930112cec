// @ts-check
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContentPath, refusalOf, startEditorBackend } from './editor-backend.mjs';

const EDITOR = 'http://localhost:4004';
const BUSINESS = '{"en":{"name":"Jaipur Appliance Care"}}\n';

/** A checkout in miniature: content of two parts, and what must never be read or written. */
const FILES = {
  'shell/content/business.json': BUSINESS,
  'mf-services/content/services/ac.json': '{"en":{"name":"AC"}}\n',
  'mf-services/content/images/ac.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.git/HEAD': 'ref: refs/heads/main\n',
  'package.json': '{"name":"jaipur-appliance-care"}\n',
  '.env': 'SECRET=1\n',
};

let repo = '';
/** @type {import('node:http').Server} */
let server;
let port = 0;

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'editor-backend-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  server = await startEditorBackend({ repo, mode: 'fs', origin: EDITOR, port: 0 });
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(repo, { recursive: true, force: true });
});

/**
 * A request as a page of `origin` makes it (Node's fetch will not set Origin).
 * @param {unknown} body @param {{ origin?: string, method?: string, host?: string }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, json: any }>}
 */
function send(body, { origin = EDITOR, method = 'POST', host = `127.0.0.1:${port}` } = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  /** @type {Record<string, string>} */
  const headers = { 'Content-Type': 'application/json', Host: host };
  if (origin) headers.Origin = origin;
  if (method === 'OPTIONS') {
    headers['Access-Control-Request-Method'] = 'POST';
    headers['Access-Control-Request-Headers'] = 'content-type';
  }
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path: '/api/v1', method, headers },
      (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (data += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: data ? JSON.parse(data) : undefined,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

/** @param {string} path */
const getEntry = (path) => ({ action: 'getEntry', params: { branch: 'main', path } });
/** @param {string} path @param {string} raw */
const persistEntry = (path, raw) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    entry: { slug: 'x', path, raw },
    assets: [],
    options: {
      collectionName: 'services',
      commitMessage: 'x',
      useWorkflow: false,
      status: 'draft',
    },
  },
});

describe("the editor's local backend", () => {
  it('listens on loopback only', () => {
    expect(/** @type {import('node:net').AddressInfo} */ (server.address()).address).toBe(
      '127.0.0.1',
    );
  });

  it('reads a content file for the editor', async () => {
    const read = await send(getEntry('shell/content/business.json'));
    expect(read.status).toBe(200);
    expect(read.json.data).toBe(BUSINESS);
    expect(read.headers['access-control-allow-origin']).toBe(EDITOR);
    const media = await send({
      action: 'getMedia',
      params: { branch: 'main', mediaFolder: 'mf-services/content/images' },
    });
    expect(media.status).toBe(200);
  });

  it('answers the preflight of the editor alone', async () => {
    const own = await send(undefined, { method: 'OPTIONS' });
    expect(own.status).toBe(204);
    expect(own.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(
      (await send(undefined, { method: 'OPTIONS', origin: 'http://localhost:4000' })).status,
    ).toBe(403);
  });

  it('refuses the public site, any other origin, and a request with none', async () => {
    for (const origin of [
      'http://localhost:4000',
      'http://127.0.0.1:4004',
      'https://evil.test',
      '',
    ]) {
      const refused = await send(getEntry('shell/content/business.json'), { origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.json.data, origin).toBeUndefined();
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('refuses a host name other than loopback (a rebound DNS name)', async () => {
    const refused = await send(getEntry('shell/content/business.json'), {
      host: `evil.test:${port}`,
    });
    expect(refused.status).toBe(403);
  });

  it('refuses to read anything outside the content folders: .git/HEAD, .env, package.json', async () => {
    for (const path of [
      '.git/HEAD',
      'shell/content/../../.git/HEAD',
      '/.git/HEAD',
      '.env',
      'package.json',
      join(repo, '.git/HEAD'),
    ]) {
      const refused = await send(getEntry(path));
      expect(refused.status, path).toBe(403);
      expect(refused.json.data, path).toBeUndefined();
      // …with words the editor may read: its origin is let read the refusal.
      expect(refused.headers['access-control-allow-origin'], path).toBe(EDITOR);
    }
    const listed = await send({
      action: 'entriesByFolder',
      params: { branch: 'main', folder: '.git', extension: '', depth: 1 },
    });
    expect(listed.status).toBe(403);
    const files = await send({
      action: 'entriesByFiles',
      params: {
        branch: 'main',
        files: [{ path: 'shell/content/business.json' }, { path: '.env' }],
      },
    });
    expect(files.status).toBe(403);
  });

  it('refuses to write outside the content folders, and writes inside them', async () => {
    const outside = await send(persistEntry('package.json', '{"name":"taken"}'));
    expect(outside.status).toBe(403);
    const media = await send({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: 'scripts/run.mjs', content: 'eA==', encoding: 'base64' },
        options: { commitMessage: 'x' },
      },
    });
    expect(media.status).toBe(403);
    const removed = await send({
      action: 'deleteFiles',
      params: {
        branch: 'main',
        paths: ['mf-services/content/services/ac.json', '.env'],
        options: { commitMessage: 'x' },
      },
    });
    expect(removed.status).toBe(403);
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toBe(FILES['package.json']);
    expect(existsSync(join(repo, 'scripts'))).toBe(false);
    expect(existsSync(join(repo, '.env'))).toBe(true);

    const inside = await send(persistEntry('mf-services/content/services/fan.json', '{"en":{}}'));
    expect(inside.status).toBe(200);
    expect(readFileSync(join(repo, 'mf-services/content/services/fan.json'), 'utf8')).toBe(
      '{"en":{}}',
    );
  });

  it('lets through only what the editor asks of it', async () => {
    expect((await send({ action: 'info' })).status).toBe(200);
    // Decap's notes on a draft: nothing decap-server does.
    expect((await send({ action: 'addNote', params: { branch: 'main' } })).status).toBe(403);
    expect((await send({})).status).toBe(403);
  });
});

describe('a content path', () => {
  it("is a part's content folder or below it, as Decap names it", () => {
    for (const path of [
      'shell/content/business.json',
      'mf-services/content/services',
      'mf-contact/content/images/',
      'mf-marketing/content/./about.json',
    ]) {
      expect(isContentPath(path), path).toBe(true);
    }
  });

  it('is never above, beside or outside one', () => {
    for (const path of [
      '',
      'shell',
      'shell/contents/x.json',
      'shell/src/content/schema.ts',
      'admin/content/x.json',
      'shell/content/../src/main.tsx',
      'shell/content/..',
      '/shell/content/x.json',
      '//shell/content/x.json',
      'shell\\content\\x.json',
      'shell/content/x.json\0',
      '/etc/passwd',
      42,
    ]) {
      expect(isContentPath(path), String(path)).toBe(false);
    }
    expect(refusalOf({ action: 'getEntry', params: { path: '.git/HEAD' } })).toContain('.git/HEAD');
  });
});
