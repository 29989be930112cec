// @ts-check
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorBackend,
  isContentPath,
  randomKey,
  refusalOf,
  startEditorBackend,
} from './editor-backend.mjs';
import { loopbackRequest } from './testing/loopback-request.mjs';

const EDITOR = 'http://localhost:4004';
const BUSINESS = '{"en":{"name":"Jaipur Appliance Care"}}\n';
/** This start's key, as the editor's page holds it. */
const KEY = randomKey();

/** A checkout in miniature: content of two parts, and what must never be read or written. */
const FILES = {
  'shell/content/business.json': BUSINESS,
  'mf-services/content/services/ac.json': '{"en":{"name":"AC"}}\n',
  'mf-services/content/images/ac.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'package.json': '{"name":"jaipur-appliance-care"}\n',
  '.env': 'SECRET=1\n',
};

/** @param {string[]} args */
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();

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
  // The owner's repository, as `npm start` runs the backend on it (Git mode).
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@appliance-care.test');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The site as it is live');
  server = await startEditorBackend({ repo, mode: 'git', origin: EDITOR, key: KEY, port: 0 });
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(repo, { recursive: true, force: true });
});

/**
 * A request as a page of `origin` makes it (Node's fetch will not set Origin), with the
 * editor's Authorization (`Bearer <this start's key>`) unless told another, or none.
 * @param {unknown} body
 * @param {{ origin?: string, method?: string, host?: string, authorization?: string | null }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, json: any }>}
 */
function send(
  body,
  {
    origin = EDITOR,
    method = 'POST',
    host = `127.0.0.1:${port}`,
    authorization = `Bearer ${KEY}`,
  } = {},
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  /** @type {Record<string, string>} */
  const headers = { 'Content-Type': 'application/json', Host: host };
  if (origin) headers.Origin = origin;
  if (method === 'OPTIONS') {
    // A browser's preflight: never an Authorization, only the names of the headers to come.
    headers['Access-Control-Request-Method'] = 'POST';
    headers['Access-Control-Request-Headers'] = 'authorization, content-type';
  } else if (authorization !== null) {
    headers.Authorization = authorization;
  }
  return loopbackRequest({ port, path: '/api/v1', method, headers, body: text });
}

/** @param {string} path */
const getEntry = (path) => ({ action: 'getEntry', params: { branch: 'main', path } });
/**
 * A save as Decap's proxy backend sends it: with the editorial workflow (a draft), or
 * without (`useWorkflow: false`: decap-server commits it to main).
 * @param {string} path @param {string} raw @param {{ useWorkflow?: boolean, slug?: string }} [options]
 */
const persistEntry = (path, raw, { useWorkflow = true, slug = 'x' } = {}) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug, path, raw }],
    assets: [],
    options: {
      collectionName: 'services',
      commitMessage: `Create Services “${slug}”`,
      useWorkflow,
      status: 'draft',
    },
  },
});

/** main's commits, newest first. */
const mainCommits = () => git('log', '--format=%s', 'main').split('\n');

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

  it("answers the editor's question of the drafts' states itself, with none when it keeps no drafts", async () => {
    const states = await send({ action: 'draftStates', params: {} });
    expect(states.status).toBe(200);
    expect(states.json).toEqual({ drafts: [] });
    // decap-server still answers after it.
    expect((await send({ action: 'info' })).status).toBe(200);
  });

  it('answers the preflight of the editor alone', async () => {
    // Browsers send a preflight no Authorization: it is answered without the key, and lets
    // the editor's requests carry theirs.
    const own = await send(undefined, { method: 'OPTIONS' });
    expect(own.status).toBe(204);
    expect(own.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(own.headers['access-control-allow-headers']).toMatch(/\bauthorization\b/i);
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

  it('refuses to write outside the content folders, and writes a draft inside them', async () => {
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
    expect(git('branch', '--list', 'cms/*')).toBe('');

    const inside = await send(
      persistEntry('mf-services/content/services/fan.json', '{"en":{}}', { slug: 'fan' }),
    );
    expect(inside.status).toBe(200);
    expect(git('show', 'cms/services/fan:mf-services/content/services/fan.json')).toBe('{"en":{}}');
  });

  it("answers no one without this start's key, however like the editor it looks", async () => {
    const fan = 'mf-services/content/services/fan-without-key.json';
    // What any program on the machine can send: the editor's Origin, a loopback Host.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      for (const authorization of [
        null,
        '',
        'Bearer',
        `Bearer ${randomKey()}`,
        `Bearer ${KEY}x`,
        `Bearer ${KEY.slice(0, -1)}`,
        `Basic ${KEY}`,
        KEY,
      ]) {
        const what = `${host} ${JSON.stringify(authorization)}`;
        const read = await send(getEntry('shell/content/business.json'), { host, authorization });
        expect(read.status, what).toBe(401);
        expect(read.json.data, what).toBeUndefined();
        expect(read.json.error, what).toContain(`${EDITOR}/#backend-key=`);
        expect(read.headers['www-authenticate'], what).toMatch(/^Bearer /);
        const write = await send(persistEntry(fan, '{"en":{}}', { slug: 'fan-without-key' }), {
          host,
          authorization,
        });
        expect(write.status, what).toBe(401);
      }
    }
    expect(git('branch', '--list', 'cms/services/fan-without-key')).toBe('');
    // …and with the key, the same requests are answered.
    const read = await send(getEntry('shell/content/business.json'));
    expect(read.status).toBe(200);
    expect(read.json.data).toBe(BUSINESS);
    const lowerCase = await send(getEntry('shell/content/business.json'), {
      authorization: `bearer ${KEY}`,
    });
    expect(lowerCase.status).toBe(200);
  });

  it('writes drafts alone: nothing that would commit to main directly', async () => {
    const before = mainCommits();
    const ac = 'mf-services/content/services/ac.json';
    const direct = await send(persistEntry(ac, '{"en":{"name":"Taken"}}', { useWorkflow: false }));
    expect(direct.status).toBe(403);
    expect(direct.json.error).toContain('main');
    expect(direct.headers['access-control-allow-origin']).toBe(EDITOR);
    // Workflow or not, unsaid: not a draft either.
    const unsaid = persistEntry(ac, '{"en":{"name":"Taken"}}');
    delete (/** @type {any} */ (unsaid.params.options).useWorkflow);
    expect((await send(unsaid)).status).toBe(403);
    // A picture uploaded, or a file deleted, outside an entry: decap-server commits to main.
    const picture = await send({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: 'mf-services/content/images/new.svg', content: 'eA==', encoding: 'base64' },
        options: { commitMessage: 'Upload “new.svg”' },
      },
    });
    expect(picture.status).toBe(403);
    expect(picture.json.error).toContain('main');
    for (const deletion of [
      {
        action: 'deleteFile',
        params: { branch: 'main', path: ac, options: { commitMessage: 'x' } },
      },
      {
        action: 'deleteFiles',
        params: { branch: 'main', paths: [ac], options: { commitMessage: 'x' } },
      },
    ]) {
      expect((await send(deletion)).status, deletion.action).toBe(403);
    }
    expect(mainCommits()).toEqual(before);
    expect(git('show', `main:${ac}`)).toBe(FILES[ac].trim());
    expect(existsSync(join(repo, 'mf-services/content/images/new.svg'))).toBe(false);

    // The same save as a draft goes to its branch; main is unchanged.
    const draft = await send(persistEntry(ac, '{"en":{"name":"AC, as drafted"}}', { slug: 'ac' }));
    expect(draft.status).toBe(200);
    expect(git('show', `cms/services/ac:${ac}`)).toBe('{"en":{"name":"AC, as drafted"}}');
    expect(mainCommits()).toEqual(before);
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

describe("the backend's key and modes", () => {
  it('will not start without a key, or with a short one', async () => {
    for (const key of [
      undefined,
      '',
      'short',
      ' '.repeat(40),
      `${'k'.repeat(20)} ${'k'.repeat(20)}`,
    ]) {
      await expect(
        editorBackend({
          repo: tmpdir(),
          mode: 'fs',
          origin: EDITOR,
          key: /** @type {any} */ (key),
        }),
        JSON.stringify(key),
      ).rejects.toThrow(/key of at least 32/);
    }
    expect(randomKey()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomKey()).not.toBe(randomKey());
  });

  it('writes nothing in the file-system mode, which has no drafts: it reads alone', () => {
    const path = 'mf-services/content/services/fan.json';
    expect(refusalOf(persistEntry(path, '{}'), { mode: 'fs' })).toContain('file-system');
    expect(refusalOf(persistEntry(path, '{}'), { mode: 'git' })).toBeUndefined();
    expect(refusalOf(getEntry(path), { mode: 'fs' })).toBeUndefined();
  });
});
