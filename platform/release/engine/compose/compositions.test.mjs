// @ts-check
// A composition in three jobs (decision 027): the plan writes nothing and names what the
// real run will compose; the keyless job composes it; the apply takes the pages as data
// and makes the same site a single run would have. A composition the plan did not
// foresee, or one tampered with between the jobs, is refused before a pointer moves.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { readPointer } from 'deployment';
import { describe, expect, it } from 'vitest';
import { overlayStorage } from '../../storage/overlay-storage.mjs';
import { fakeCandidates } from '../../testing/fake-builds.mjs';
import { recordingStorage } from '../../testing/recording-storage.mjs';
import { scratchFolder } from '../../testing/scratch-folder.mjs';
import { RefusedRelease, release, requestRelease, rollback } from '../release/release.mjs';
import { applyRequests } from '../release/requests.mjs';
import { composedIn, composePlanned, planningInto } from './compositions.mjs';

/**
 * @import { Engine } from '../../core/engine-types.mjs'
 * @import { Storage } from '../../core/storage.mjs'
 */

const work = scratchFolder('jac-compositions-test-');

/**
 * @param {Storage} storage
 * @param {Engine['pageSource']} [pageSource]
 * @returns {Engine}
 */
const engineWith = (storage, pageSource) => ({
  storage,
  targets: localTargets(),
  who: 'tester',
  log: () => {},
  now: () => new Date('2026-11-28T10:00:00Z'),
  ...(pageSource ? { pageSource } : {}),
});

const { shell, contact } = fakeCandidates(work);

/** A site with the shell and mf-contact 1.0.0 live, and 1.1.0 requested by its team. */
async function siteWithRequest() {
  const storage = recordingStorage();
  const local = engineWith(storage);
  await release(local, await shell('a'));
  await release(local, await contact('1.0.0'));
  const next = await contact('1.1.0');
  await requestRelease(local, next);
  return { storage, next };
}

/** The three jobs: plan on an overlay, compose keyless, and the apply's page source. */
async function planAndCompose(/** @type {Storage} */ storage) {
  const plan = join(work(), 'plan');
  const out = join(work(), 'composed');
  await applyRequests(engineWith(overlayStorage(storage), planningInto(plan)));
  await composePlanned(plan, out, localTargets(), () => {});
  return { plan, out };
}

/** The composed files of the live shell folder, by path. @param {ReturnType<typeof recordingStorage>} storage */
const liveShell = (storage) =>
  Object.fromEntries(
    [...storage.files]
      .filter(([path]) => path.startsWith('shell/') && !path.startsWith('shell/assets/'))
      .map(([path, body]) => [path, body.toString()]),
  );

describe('a composition planned, composed without a key, applied as data', () => {
  it('the plan writes nothing real and names the composition the request needs', async () => {
    const { storage } = await siteWithRequest();
    const before = storage.writes.length;
    const { plan } = await planAndCompose(storage);
    expect(storage.writes.length).toBe(before);
    expect((await readPointer(storage, 'mf-contact')).releases).toHaveLength(1);
    const planned = JSON.parse(readFileSync(join(plan, 'plan.json'), 'utf8'));
    expect(planned.map((/** @type {any} */ each) => Object.keys(each.live))).toEqual([
      ['shell', 'mf-contact'],
    ]);
  });

  it('the apply makes the very site one run composing here makes', async () => {
    const split = await siteWithRequest();
    const { out } = await planAndCompose(split.storage);
    expect(await applyRequests(engineWith(split.storage, composedIn(out)))).toBe(1);

    const control = await siteWithRequest();
    expect(await applyRequests(engineWith(control.storage))).toBe(1);

    expect((await readPointer(split.storage, 'mf-contact')).current).toBe(split.next.id);
    expect(liveShell(split.storage)).toEqual(liveShell(control.storage));
    expect(liveShell(split.storage)['shell/_routes/contact/index.html']).toContain(split.next.id);
  });

  it('a composition the plan did not foresee stops before the pointer moves, and its request stays', async () => {
    const { storage, next } = await siteWithRequest();
    const { out } = await planAndCompose(storage);
    // Between the jobs, another part goes live: the planned composition is of another site.
    await release(engineWith(storage), await shell('b'));
    const live = (await readPointer(storage, 'mf-contact')).current;
    await applyRequests(engineWith(storage, composedIn(out)));
    expect((await readPointer(storage, 'mf-contact')).current).toBe(live);
    expect((await readPointer(storage, 'mf-contact')).current).not.toBe(next.id);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'release', result: 'failed' });
    expect(storage.ledger.at(-1)?.detail).toMatch(/no composition of .* was made for this run/);
    // Not a refusal of the release: the next run plans it again.
    expect([...(await storage.list('requests/mf-contact')).keys()]).toEqual([`${next.id}.json`]);
  });

  it('a rollback is planned and applied the same way', async () => {
    const { storage } = await siteWithRequest();
    await applyRequests(engineWith(storage));
    const plan = join(work(), 'rollback-plan');
    const out = join(work(), 'rollback-composed');
    await rollback(engineWith(overlayStorage(storage), planningInto(plan)), 'mf-contact');
    await composePlanned(plan, out, localTargets(), () => {});
    const back = await rollback(engineWith(storage, composedIn(out)), 'mf-contact');
    expect((await readPointer(storage, 'mf-contact')).current).toBe(back.id);
    expect(liveShell(storage)['shell/_routes/contact/index.html']).toContain(back.id);
  });
});

describe('what the keyless job brings is data the gate checks', () => {
  /**
   * The keyless job's folder with its one composition's pages changed by `tamper`.
   * @param {(pages: any[]) => any} tamper
   */
  async function tampered(tamper) {
    const { storage, next } = await siteWithRequest();
    const { out } = await planAndCompose(storage);
    const file = join(out, 'composition-1.json');
    const composed = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...composed, pages: tamper(composed.pages) }));
    await applyRequests(engineWith(storage, composedIn(out)));
    return { storage, next };
  }

  it('control: untouched, the release goes live', async () => {
    const { storage, next } = await tampered((pages) => pages);
    expect((await readPointer(storage, 'mf-contact')).current).toBe(next.id);
  });

  it.each([
    [
      'a page no route of composition.json serves',
      (/** @type {any[]} */ pages) => [...pages, { ...pages[0], path: '/admin' }],
    ],
    [
      'a page whose CSP hashes are not hashes',
      (/** @type {any[]} */ pages) => [
        { ...pages[0], inlineHashes: { script: ["'unsafe-inline'"], style: [] } },
      ],
    ],
    [
      'a page over 2 MB',
      (/** @type {any[]} */ pages) => [{ ...pages[0], html: 'x'.repeat(2 * 1024 * 1024 + 1) }],
    ],
    ['no list of pages', () => ({ '/contact': '<p>pwned</p>' })],
  ])('%s is refused, and nothing goes live', async (_what, tamper) => {
    const { storage, next } = await tampered(tamper);
    expect((await readPointer(storage, 'mf-contact')).current).not.toBe(next.id);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'release', result: 'refused' });
  });

  it('what the engine writes itself (remotes.json, each page’s releases) is never taken from it', async () => {
    const { storage, next } = await tampered((pages) =>
      pages.map((/** @type {any} */ page) => ({ ...page, releases: { shell: 'forged' } })),
    );
    const remotes = JSON.parse(liveShell(storage)['shell/remotes.json'] ?? '{}');
    expect(remotes.mf_contact.release).toBe(next.id);
    expect(liveShell(storage)['shell/_routes/contact/index.html']).toContain(
      `"mf-contact":"${next.id}"`,
    );
  });

  it('an index that names a file outside the folder is refused', async () => {
    const { storage, next } = await siteWithRequest();
    const { out } = await planAndCompose(storage);
    mkdirSync(join(work(), 'elsewhere'));
    const index = JSON.parse(readFileSync(join(out, 'compositions.json'), 'utf8'));
    writeFileSync(
      join(out, 'compositions.json'),
      JSON.stringify([{ ...index[0], file: '../elsewhere/x.json' }]),
    );
    await applyRequests(engineWith(storage, composedIn(out)));
    expect((await readPointer(storage, 'mf-contact')).current).not.toBe(next.id);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'release', result: 'refused' });
    expect(storage.ledger.at(-1)?.detail).toMatch(/"\.\.\/elsewhere\/x\.json" is no composition/);
  });
});

describe('what the plan brings the keyless job is checked before anything composes', () => {
  /** A plan whose plan.json `change` rewrites, composed without a key. @param {(plan: any[]) => any} change */
  async function composedFrom(change) {
    const { storage } = await siteWithRequest();
    const plan = join(work(), 'plan');
    await applyRequests(engineWith(overlayStorage(storage), planningInto(plan)));
    const file = join(plan, 'plan.json');
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')))));
    return composePlanned(plan, join(work(), 'composed'), localTargets(), () => {});
  }

  it('control: as planned, it composes', async () => {
    await expect(composedFrom((plan) => plan)).resolves.toHaveLength(1);
  });

  /** @type {Array<[string, (plan: any[]) => any]>} */
  const tampered = [
    [
      'a release id that is a path',
      (plan) => [{ ...plan[0], live: { 'mf-contact': '../../etc' } }],
    ],
    [
      'an app composition.json does not have',
      (plan) => [{ ...plan[0], live: { admin: 'abcdef012345' } }],
    ],
    ['a digest that is not a sha256', (plan) => [{ ...plan[0], digests: { shell: 'x' } }]],
    ['a year that is not one', (plan) => [{ ...plan[0], year: '2026; rm -rf /' }]],
    ['more compositions than a command asks for', (plan) => Array(40).fill(plan[0])],
  ];
  it.each(tampered)('%s is refused', async (_what, change) => {
    await expect(composedFrom(change)).rejects.toThrow(RefusedRelease);
  });
});
