// @ts-check
// The guard in front of decap-server (guard.mjs): the editor's origin alone, on loopback
// alone, with this start's key alone.
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { editorBackend } from './editor-backend.mjs';
import { randomKey } from './guard.mjs';
import { BUSINESS, backendUnderTest, EDITOR, KEY } from './testing/backend-under-test.mjs';
import { getEntry, persistEntry } from './testing/decap-requests.mjs';

const backend = backendUnderTest();
const { git, send } = backend;

describe("the editor's local backend", () => {
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
      const refused = await send(getEntry('apps/shell/content/business.json'), { origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.json.data, origin).toBeUndefined();
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('refuses a host name other than loopback (a rebound DNS name)', async () => {
    const refused = await send(getEntry('apps/shell/content/business.json'), {
      host: `evil.test:${backend.port}`,
    });
    expect(refused.status).toBe(403);
  });

  it("answers no one without this start's key, however like the editor it looks", async () => {
    const fan = 'apps/mf-services/content/services/fan-without-key.json';
    // What any program on the machine can send: the editor's Origin, a loopback Host.
    for (const host of [`127.0.0.1:${backend.port}`, `localhost:${backend.port}`]) {
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
        const read = await send(getEntry('apps/shell/content/business.json'), {
          host,
          authorization,
        });
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
    const read = await send(getEntry('apps/shell/content/business.json'));
    expect(read.status).toBe(200);
    expect(read.json.data).toBe(BUSINESS);
    const lowerCase = await send(getEntry('apps/shell/content/business.json'), {
      authorization: `bearer ${KEY}`,
    });
    expect(lowerCase.status).toBe(200);
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
});
