// @ts-check
// The walls between the parts (decision 012), tried as a careless team and a hostile one
// would, with stand-in builds on a folder deployment: what a release brings passes the
// gate, a render build runs sandboxed, each identity writes only its own, and two
// releases of one part at once lose nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localTargets } from '../../composition/composition.mjs';
import { filesBelow, readPointer, readPointerVersioned } from '../../deployment/index.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { StaleWrite } from '../core/storage.mjs';
import { candidateOf } from '../engine/candidate.mjs';
import { writePointer } from '../engine/pointers.mjs';
import { release, requestRelease } from '../engine/release.mjs';
import { applyRequests, newestOfEachAction } from '../engine/requests.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { fakeRemoteBuild, fakeShellBuild } from '../testing/fake-builds.mjs';
import { COMPOSER, confined, teamOf } from './identities.mjs';

/** @type {string} */
let work;
/** @type {string} */
let site;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'jac-walls-'));
  site = join(work, 'site');
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
  delete process.env.JAC_RENDER_TIMEOUT_MS;
  delete process.env.AWS_SECRET_ACCESS_KEY;
});

/** @param {string} [who] */
const engineOn = (who = 'tester') => ({
  storage: folderStorage(site, { log: () => {} }),
  targets: localTargets(),
  who,
  log: () => {},
  now: () => new Date(),
});

/** A site with a live shell, and the owner's editor beside it. */
async function liveSite() {
  const shell = await candidateOf('shell', fakeShellBuild(join(work, 'shell'), 'live'));
  await release(engineOn(), shell);
  shell.dispose();
  mkdirSync(join(site, 'admin'), { recursive: true });
  writeFileSync(join(site, 'admin/index.html'), 'the editor');
}

/**
 * mf-contact's build, its render build's renderRoutes replaced by `renderBody`.
 * @param {string} version @param {string} [renderBody] @param {string} [route]
 */
const contact = (version, renderBody, route = '/contact') =>
  candidateOf(
    'mf-contact',
    fakeRemoteBuild(join(work, `contact-${version}`), {
      name: 'mf_contact',
      route,
      version,
      renderBody,
    }),
  );

/** @param {string} path */
const page = (path) =>
  `return [{ path: ${JSON.stringify(path)}, html: '<h1>hi</h1>', head: { title: 't', description: 'd' } }];`;

const ledger = () =>
  readFileSync(join(site, 'ledger/releases.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

/** Every file of the deployment (or below `folder`), as text. */
const everything = (folder = '') =>
  filesBelow(join(site, folder))
    .map((file) => readFileSync(join(site, folder, file), 'utf8'))
    .join('\n');

/** The release is refused, recorded as refused with `detail`, and mf-contact is not live. */
async function expectRefused(
  /** @type {Promise<unknown>} */ releasing,
  /** @type {string} */ detail,
) {
  await expect(releasing).rejects.toBeInstanceOf(RefusedRelease);
  expect(ledger().at(-1)).toMatchObject({ app: 'mf-contact', result: 'refused' });
  expect(ledger().at(-1).detail).toContain(detail);
  expect((await readPointer(engineOn().storage, 'mf-contact')).current).toBeNull();
}

describe('the gate', () => {
  it('refuses a rendered route that leaves the site, before it overwrites the editor', async () => {
    await liveSite();
    await expectRefused(
      release(engineOn(), await contact('1.0.0', page('/../../admin'))),
      '/../../admin',
    );
    expect(readFileSync(join(site, 'admin/index.html'), 'utf8')).toBe('the editor');
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
    expect(existsSync(join(site, 'mf-contact'))).toBe(false);
  });

  it('refuses a file key with a control character, before any file is written', async () => {
    await liveSite();
    const candidate = await contact('1.0.0');
    const dist = candidate.folders[0]?.dir ?? '';
    writeFileSync(join(dist, 'evil\nname.js'), '');
    await expectRefused(release(engineOn(), candidate), 'is not a file key');
    expect(existsSync(join(site, 'mf-contact'))).toBe(false);
  });

  it('leaves hidden folders (.vite/) of a build out of the release', async () => {
    await liveSite();
    const candidate = await contact('1.0.0');
    const dist = candidate.folders[0]?.dir ?? '';
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), '{}');
    await release(engineOn(), candidate);
    expect(filesBelow(join(site, 'mf-contact')).some((file) => file.includes('.vite'))).toBe(false);
  });

  it('contains every key of a folder deployment below its root', async () => {
    const storage = folderStorage(site);
    await expect(storage.write('../outside.txt', 'x')).rejects.toThrow('is not a key inside');
    await expect(storage.read('/etc/passwd')).rejects.toThrow('is not a key inside');
    expect(existsSync(join(work, 'outside.txt'))).toBe(false);
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
    const outside = join(work, 'written-by-a-render-build.txt');
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
      readFileSync(${JSON.stringify(join(site, 'ledger/releases.jsonl'))});
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

describe('two identities', () => {
  it('lets a team write only its own part, and the composer only what it composes', async () => {
    const storage = folderStorage(site);
    const team = confined(storage, teamOf('mf-contact'));
    for (const path of [
      'shell/index.html',
      'history/mf-contact.json',
      'mf-services/releases/a/x.js',
      'csp/inline-hashes.conf',
      'ledger/2999-01-01-smoke-passed.json',
      'locks/mf-services.json',
    ]) {
      await expect(team.write(path, 'x')).rejects.toThrow(
        `mf-contact's release may not write ${path}`,
      );
    }
    await expect(
      team.write('requests/mf-contact/0123456789ab.json', '{}'),
    ).resolves.toBeUndefined();
    const composer = confined(storage, COMPOSER);
    await expect(composer.write('mf-contact/releases/a/remoteEntry.js', 'x')).rejects.toThrow(
      'the composer may not write',
    );
    await expect(composer.write('shell/_routes/contact/index.html', 'x')).resolves.toBeUndefined();
    const shellTeam = confined(storage, teamOf('shell'));
    await expect(shellTeam.write('shell/_routes/contact/index.html', 'x')).rejects.toThrow(
      'may not write',
    );
    await expect(shellTeam.write('shell/assets/entry-1.js', 'x')).resolves.toBeUndefined();
  });

  it("a team's request goes live only when the composer applies it", async () => {
    await liveSite();
    const candidate = await contact('1.0.0');
    await requestRelease(engineOn('team'), candidate);
    expect(existsSync(join(site, `requests/mf-contact/${candidate.id}.json`))).toBe(true);
    expect((await readPointer(engineOn().storage, 'mf-contact')).current).toBeNull();
    expect(await applyRequests(engineOn('composer'))).toBe(1);
    expect((await readPointer(engineOn().storage, 'mf-contact')).current).toBe(candidate.id);
    expect(existsSync(join(site, 'requests/mf-contact'))).toBe(true);
    expect(filesBelow(join(site, 'requests/mf-contact'))).toEqual([]);
    // The team writes no ledger entry (nor could it fake a smoke pass); the composer does.
    expect(ledger().at(-1)).toMatchObject({
      who: 'composer',
      result: 'done',
      id: candidate.id,
      detail: 'requested by team',
    });
    expect(ledger().some((entry) => entry.who === 'team')).toBe(false);
  });

  it('applies the newest release request and the newest preview request, whatever came between', () => {
    /** @param {'release' | 'preview'} action @param {string} at */
    const request = (action, at) => ({
      action,
      app: 'mf-contact',
      id: at.padEnd(12, '0'),
      info: { version: '1.0.0', contract: '1.0.0' },
      who: 'team',
      at,
    });
    const requests = [
      request('preview', '4'),
      request('release', '1'),
      request('release', '2'),
      request('preview', '3'),
    ];
    expect(newestOfEachAction(requests).map((item) => `${item.action} ${item.at}`)).toEqual([
      'release 2',
      'preview 4',
    ]);
  });

  it('refuses, records and removes a request whose id is not a release id', async () => {
    await liveSite();
    mkdirSync(join(site, 'requests/mf-contact'), { recursive: true });
    writeFileSync(join(site, 'requests/mf-contact/..%2f..%2fadmin.json'), '{}');
    expect(await applyRequests(engineOn('composer'))).toBe(0);
    expect(ledger().at(-1)).toMatchObject({ result: 'refused' });
    expect(ledger().at(-1).detail).toContain('is not a release id');
    expect(filesBelow(join(site, 'requests/mf-contact'))).toEqual([]);
  });
});

describe('no lost update', () => {
  it('two releases of one part at once both end in its history', async () => {
    await liveSite();
    const [first, second] = [await contact('1.0.0'), await contact('1.0.1')];
    await Promise.all([release(engineOn('a'), first), release(engineOn('b'), second)]);
    const history = await readPointer(engineOn().storage, 'mf-contact');
    expect(history.releases.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    const done = ledger().filter((entry) => entry.app === 'mf-contact' && entry.result === 'done');
    // One went first; the other saw it as the release it replaced.
    const firstDone = done.find((entry) => entry.previous === null);
    expect(done).toHaveLength(2);
    expect(done.find((entry) => entry !== firstDone)?.previous).toBe(firstDone?.id);
  });

  it('detects a stale pointer before it is overwritten', async () => {
    await liveSite();
    const storage = engineOn().storage;
    const { history, version } = await readPointerVersioned(storage, 'shell');
    await writePointer(storage, 'shell', { ...history, releases: [] }, version);
    await expect(writePointer(storage, 'shell', history, version)).rejects.toBeInstanceOf(
      StaleWrite,
    );
    expect((await readPointer(storage, 'shell')).releases).toEqual([]);
  });
});
