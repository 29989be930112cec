// @ts-check
// The editor's backend (editor-backend.mjs) in front of decap-server: what it reads and
// writes for the editor, drafts alone, and nothing outside the content folders.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS, backendUnderTest, EDITOR, FILES } from './testing/backend-under-test.mjs';
import { getEntry, persistEntry } from './testing/decap-requests.mjs';

/**
 * @import { Server } from 'node:http'
 * @import { AddressInfo } from 'node:net'
 */

const backend = backendUnderTest();
const { git, mainCommits, send } = backend;

describe("the editor's local backend", () => {
  it('listens on loopback only', () => {
    const server = /** @type {Server} */ (backend.server);
    expect(/** @type {AddressInfo} */ (server.address()).address).toBe('127.0.0.1');
  });

  it('reads a content file for the editor', async () => {
    const read = await send(getEntry('apps/shell/content/business.json'));
    expect(read.status).toBe(200);
    expect(read.json.data).toBe(BUSINESS);
    expect(read.headers['access-control-allow-origin']).toBe(EDITOR);
    const media = await send({
      action: 'getMedia',
      params: { branch: 'main', mediaFolder: 'apps/mf-services/content/images' },
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

  it('refuses to read anything outside the content folders: .git/HEAD, .env, package.json', async () => {
    for (const path of [
      '.git/HEAD',
      'apps/shell/content/../../../.git/HEAD',
      '/.git/HEAD',
      '.env',
      'package.json',
      join(backend.repo, '.git/HEAD'),
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
        files: [{ path: 'apps/shell/content/business.json' }, { path: '.env' }],
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
        paths: ['apps/mf-services/content/services/ac.json', '.env'],
        options: { commitMessage: 'x' },
      },
    });
    expect(removed.status).toBe(403);
    expect(readFileSync(join(backend.repo, 'package.json'), 'utf8')).toBe(FILES['package.json']);
    expect(existsSync(join(backend.repo, 'scripts'))).toBe(false);
    expect(existsSync(join(backend.repo, '.env'))).toBe(true);
    expect(git('branch', '--list', 'cms/*')).toBe('');

    const inside = await send(
      persistEntry('apps/mf-services/content/services/fan.json', '{"en":{}}', { slug: 'fan' }),
    );
    expect(inside.status).toBe(200);
    expect(git('show', 'cms/services/fan:apps/mf-services/content/services/fan.json')).toBe(
      '{"en":{}}',
    );
  });

  it('writes drafts alone: nothing that would commit to main directly', async () => {
    const before = mainCommits();
    const ac = 'apps/mf-services/content/services/ac.json';
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
        asset: {
          path: 'apps/mf-services/content/images/new.svg',
          content: 'eA==',
          encoding: 'base64',
        },
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
    expect(existsSync(join(backend.repo, 'apps/mf-services/content/images/new.svg'))).toBe(false);

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
