// @ts-check
// The engine's order of writes, on a storage that records them, with stand-in builds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { describe, expect, it } from 'vitest';
import { fakeCandidates } from '../../testing/fake-builds.mjs';
import { recordingStorage } from '../../testing/recording-storage.mjs';
import { scratchFolder } from '../../testing/scratch-folder.mjs';
import { preview } from './preview.mjs';
import { promote } from './promote.mjs';
import { RefusedRelease, release, rollback } from './release.mjs';

const work = scratchFolder('jac-engine-test-');

/** @param {ReturnType<typeof recordingStorage>} storage @param {string[]} [steps] */
const engineWith = (storage, steps = []) => ({
  storage,
  targets: localTargets(),
  who: 'tester',
  log: () => {},
  now: () => new Date('2026-11-22T10:00:00Z'),
  afterStep: (/** @type {string} */ step) => {
    steps.push(step);
    storage.writes.push(`step ${step}`);
  },
});

/**
 * The ledger's line for a smoke run of mf-contact's preview `id` that passed, with the
 * parts live when it was previewed. @param {ReturnType<typeof recordingStorage>} storage
 * @param {string} id
 */
const smokePassed = (storage, id) =>
  storage.appendLedger({
    at: '2026-11-22T10:05:00Z',
    who: 'ci',
    action: 'smoke',
    app: 'mf-contact',
    id,
    previous: null,
    result: 'passed',
    live: storage.ledger.find((entry) => entry.action === 'preview' && entry.id === id)?.live,
  });

const { shell, contact } = fakeCandidates(work);

/** An engine on a recording storage, its shell already live. */
async function shellLive() {
  const storage = recordingStorage();
  const engine = engineWith(storage);
  await release(engine, await shell('a'));
  return { storage, engine };
}

describe('a release', () => {
  it("writes files, then (after a trial) the pointer, then the pages, then remotes.json, then the editor's parts, then the ledger", async () => {
    const { storage, engine } = await shellLive();
    storage.writes.length = 0;
    const candidate = await contact('1.0.0');
    await release(engine, candidate);
    const order = storage.writes.filter(
      (write) => !write.includes('/csp/') && !write.startsWith('write csp/'),
    );
    expect(order).toEqual([
      `put mf-contact/releases/${candidate.id}/`,
      `put renderers/mf-contact/${candidate.id}/`,
      // Its content-collections.json, kept with its render build.
      `put renderers/mf-contact/${candidate.id}/`,
      'step files',
      'step trial',
      'write history/mf-contact.json',
      'step pointer',
      'write shell/_routes/contact/index.html',
      'step pages',
      'write shell/sitemap.xml',
      'write shell/remotes.json',
      'step remotes',
      'write admin/parts.json',
      'ledger release done',
    ]);
    expect(storage.files.get('shell/_routes/contact/index.html')?.toString()).toContain(
      `/releases/${candidate.id}/`,
    );
    expect(storage.ledger.at(-1)).toMatchObject({
      action: 'release',
      app: 'mf-contact',
      id: candidate.id,
      previous: null,
      version: '1.0.0',
      who: 'tester',
      result: 'done',
    });
  });

  it('that cannot be composed stops after its files: no pointer, no page, a refused entry', async () => {
    const { storage, engine } = await shellLive();
    const candidate = await contact('1.0.0');
    // A render build that fails to render its pages.
    const brokenRender = join(work(), 'broken-render');
    mkdirSync(brokenRender);
    writeFileSync(
      join(brokenRender, 'prerender.mjs'),
      "export async function renderRoutes() { throw new Error('cannot render'); }",
    );
    storage.writes.length = 0;
    const broken = {
      ...candidate,
      folders: candidate.folders.map((folder) =>
        folder.folder.startsWith('renderers/') ? { ...folder, dir: brokenRender } : folder,
      ),
    };
    await expect(release(engine, broken)).rejects.toThrow('cannot render');
    expect(storage.writes.some((write) => write.includes('history/'))).toBe(false);
    expect(storage.writes.some((write) => write.includes('shell/'))).toBe(false);
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'mf-contact', result: 'refused' });
  });

  it('is composed by the live shell’s composer, whichever checkout releases it', async () => {
    const storage = recordingStorage();
    const engine = engineWith(storage);
    await release(engine, await shell('newer-composer'));
    await release(engine, await contact('1.0.0'));
    expect(storage.files.get('shell/_routes/contact/index.html')?.toString()).toContain(
      '<!-- newer-composer -->',
    );
    // And back: another shell's release writes every page in its own shape.
    await release(engine, await shell('older-composer'));
    const page = storage.files.get('shell/_routes/contact/index.html')?.toString();
    expect(page).toContain('<!-- older-composer -->');
    expect(page).not.toContain('newer-composer');
  });
});

describe('a rollback', () => {
  it('moves the pointer back and recomposes, writing no release files', async () => {
    const { storage, engine } = await shellLive();
    const first = await contact('1.0.0');
    await release(engine, first);
    await release(engine, await contact('1.1.0'));
    storage.writes.length = 0;
    const target = await rollback(engine, 'mf-contact');
    expect(target.id).toBe(first.id);
    expect(storage.writes.some((write) => write.startsWith('put '))).toBe(false);
    expect(storage.files.get('shell/_routes/contact/index.html')?.toString()).toContain(first.id);
    expect(storage.ledger.at(-1)).toMatchObject({
      action: 'rollback',
      id: first.id,
      result: 'done',
    });
  });
});

describe('a preview', () => {
  it('composes under previews/<id>/ and leaves the pointer; promote needs a recorded smoke pass', async () => {
    const { storage, engine } = await shellLive();
    const live = await contact('1.0.0');
    await release(engine, live);
    const candidate = await contact('2.0.0');
    const { url } = await preview(engine, candidate);
    expect(url).toBe(`http://${candidate.id}.preview.localhost:4010`);
    expect(
      storage.files.get(`previews/${candidate.id}/shell/_routes/contact/index.html`)?.toString(),
    ).toContain(candidate.id);
    expect(storage.files.get('shell/_routes/contact/index.html')?.toString()).toContain(live.id);
    const pointer = JSON.parse(storage.files.get('history/mf-contact.json')?.toString() ?? '{}');
    expect(pointer.current).toBe(live.id);

    await expect(promote(engine, 'mf-contact', candidate.id)).rejects.toThrow(RefusedRelease);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', result: 'refused' });

    await smokePassed(storage, candidate.id);
    await promote(engine, 'mf-contact', candidate.id);
    expect(storage.files.get('shell/_routes/contact/index.html')?.toString()).toContain(
      candidate.id,
    );
    expect(storage.ledger.at(-1)).toMatchObject({
      action: 'promote',
      id: candidate.id,
      result: 'done',
    });
  });
});
