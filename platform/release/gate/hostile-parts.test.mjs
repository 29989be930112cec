// @ts-check
// The walls between the parts (decision 012), tried as a careless team and a hostile one
// would, with stand-in builds on a folder deployment: what a release brings passes the
// gate, and a render build runs sandboxed. Each identity writing only its own, and two
// releases at once: identities-and-locks.test.mjs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesBelow } from 'deployment';
import { describe, expect, it } from 'vitest';
import { release } from '../engine/release/release.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { page, scratchDeployment } from '../testing/scratch-deployment.mjs';

const { work, site, engineOn, liveSite, contact, everything, expectRefused } = scratchDeployment();

describe('the gate', () => {
  it('refuses a rendered route that leaves the site, before it overwrites the editor', async () => {
    await liveSite();
    await expectRefused(
      release(engineOn(), await contact('1.0.0', page('/../../admin'))),
      '/../../admin',
    );
    expect(readFileSync(join(site(), 'admin/index.html'), 'utf8')).toBe('the editor');
  });

  it('refuses a route with a newline and nginx syntax: nothing of it reaches the CSP map', async () => {
    await liveSite();
    const injected = '/contact\n}\nserver { root /; autoindex on; }';
    await expectRefused(
      release(engineOn(), await contact('1.0.0', page(injected))),
      'is not a route',
    );
    // The ledger names the refused value, JSON-escaped; nothing served or generated holds it.
    // Only the ledger (JSON-escaped) and the team's own render build hold it.
    for (const generated of ['csp', 'shell', 'history']) {
      expect(everything(generated)).not.toContain('autoindex');
    }
  });

  it("refuses a route of another part: mf-contact returning mf-services' /services", async () => {
    await liveSite();
    await expectRefused(
      release(engineOn(), await contact('1.0.0', page('/services'))),
      'is not one of its routes in composition.json',
    );
  });

  it("refuses a release.json that declares another part's route, before any file is written", async () => {
    await liveSite();
    await expectRefused(
      release(engineOn(), await contact('1.0.0', undefined, '/services')),
      '/services',
    );
    expect(existsSync(join(site(), 'mf-contact'))).toBe(false);
  });

  it('refuses a file key with a control character, before any file is written', async () => {
    await liveSite();
    const candidate = await contact('1.0.0');
    const dist = candidate.folders[0]?.dir ?? '';
    writeFileSync(join(dist, 'evil\nname.js'), '');
    await expectRefused(release(engineOn(), candidate), 'is not a file key');
    expect(existsSync(join(site(), 'mf-contact'))).toBe(false);
  });

  it('leaves hidden folders (.vite/) of a build out of the release', async () => {
    await liveSite();
    const candidate = await contact('1.0.0');
    const dist = candidate.folders[0]?.dir ?? '';
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), '{}');
    await release(engineOn(), candidate);
    expect(filesBelow(join(site(), 'mf-contact')).some((file) => file.includes('.vite'))).toBe(
      false,
    );
  });

  it('contains every key of a folder deployment below its root', async () => {
    const storage = folderStorage(site());
    await expect(storage.write('../outside.txt', 'x')).rejects.toThrow('is not a key inside');
    await expect(storage.read('/etc/passwd')).rejects.toThrow('is not a key inside');
    expect(existsSync(join(work(), 'outside.txt'))).toBe(false);
  });
});

describe('a render build in its sandbox', () => {
  it('finds no credentials in its environment: a build that steals or fails is refused', async () => {
    await liveSite();
    process.env.AWS_SECRET_ACCESS_KEY = 'stolen-7c1e';
    const stealer = `
      const secret = process.env.AWS_SECRET_ACCESS_KEY;
      if (!secret) throw new Error('nothing to steal');
      return [{ path: '/contact', html: secret, head: { title: 't', description: 'd' } }];`;
    await expectRefused(release(engineOn(), await contact('1.0.0', stealer)), 'nothing to steal');
    expect(everything()).not.toContain('stolen-7c1e');
  });

  it('cannot write outside its folder, nor read the deployment: the release is refused', async () => {
    await liveSite();
    const outside = join(work(), 'written-by-a-render-build.txt');
    const writer = `
      const { writeFileSync } = await import('node:fs');
      writeFileSync(${JSON.stringify(outside)}, 'pwned');
      ${page('/contact')}`;
    await expectRefused(
      release(engineOn(), await contact('1.0.0', writer)),
      'Access to this API has been restricted',
    );
    expect(existsSync(outside)).toBe(false);
    const reader = `
      const { readFileSync } = await import('node:fs');
      readFileSync(${JSON.stringify(join(site(), 'ledger/releases.jsonl'))});
      ${page('/contact')}`;
    await expectRefused(
      release(engineOn(), await contact('1.0.1', reader)),
      'Access to this API has been restricted',
    );
  });

  it('is stopped when it never answers: the release is refused within the time limit', async () => {
    await liveSite();
    process.env.JAC_RENDER_TIMEOUT_MS = '1500';
    const started = Date.now();
    await expectRefused(
      release(engineOn(), await contact('1.0.0', 'await new Promise(() => {});')),
      'did not answer within 1.5 s',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
