// @ts-check
// A draft's promotion (CI): its preview goes live only as the draft it was built from, and
// only if main has not changed the part since the commit it was built on, which the
// preview records itself (its base) and git compares with main's commit: whatever a commit
// status, which anyone who may write can post, says of either. On a storage that records
// writes, with stand-in builds and a real git history.
import { join } from 'node:path';
import { localTargets } from 'composition';
import { describe, expect, it } from 'vitest';
import { fakeCandidates } from '../../testing/fake-builds.mjs';
import { gitHistory } from '../../testing/git-history.mjs';
import { recordingStorage } from '../../testing/recording-storage.mjs';
import { scratchFolder } from '../../testing/scratch-folder.mjs';
import { preview, previewAgain } from './preview.mjs';
import { promote } from './promote.mjs';
import { RefusedRelease, release } from './release.mjs';

const work = scratchFolder('jac-promote-test-');

const draft = 'a'.repeat(40);

/** @param {ReturnType<typeof recordingStorage>} storage */
const engineWith = (storage) => ({
  storage,
  targets: localTargets(),
  who: 'tester',
  log: () => {},
  now: () => new Date('2026-11-22T10:00:00Z'),
});

const { shell, contact } = fakeCandidates(work);

/**
 * The live site (a shell, mf-contact 1.0.0), a git history whose first commit is where
 * the draft was merged for its build, and a preview of mf-contact 2.0.0 built from the
 * draft (`from`: its head and base as CI names them) whose smoke run passed.
 * @param {{ commit?: string, base?: string | null }} [from] base null: none recorded
 */
async function previewed(from = {}) {
  const storage = recordingStorage();
  const engine = engineWith(storage);
  await release(engine, await shell('a'));
  const live = await contact('1.0.0');
  await release(engine, live);
  const history = gitHistory(work());
  const candidate = await contact('2.0.0');
  const base = from.base === null ? undefined : (from.base ?? history.base);
  await preview(engine, candidate, { commit: from.commit ?? draft, base });
  const entry = storage.ledger.find((each) => each.action === 'preview');
  await storage.appendLedger({
    at: '2026-11-22T10:05:00Z',
    who: 'ci',
    action: 'smoke',
    app: 'mf-contact',
    id: candidate.id,
    previous: null,
    result: 'passed',
    live: entry?.live,
  });
  /** The id live for mf-contact now. */
  const current = () =>
    JSON.parse(storage.files.get('history/mf-contact.json')?.toString() ?? '{}').current;
  return { storage, engine, history, id: candidate.id, live: live.id, current };
}

describe("a draft's preview records where it was built", () => {
  it("in preview.json and the ledger: the draft's head and main's commit it was built on; a second composition keeps both", async () => {
    const { storage, engine, history, id } = await previewed();
    const record = JSON.parse(
      storage.files.get(`previews/${id}/shell/preview.json`)?.toString() ?? '{}',
    );
    expect(record).toMatchObject({ commit: draft, base: history.base });
    expect(storage.ledger.find((entry) => entry.action === 'preview')).toMatchObject({
      commit: draft,
      base: history.base,
    });
    await previewAgain(engine, 'mf-contact', id);
    expect(storage.ledger.filter((entry) => entry.action === 'preview').at(-1)).toMatchObject({
      commit: draft,
      base: history.base,
      result: 'done',
    });
    expect(
      JSON.parse(storage.files.get(`previews/${id}/shell/preview.json`)?.toString() ?? '{}'),
    ).toMatchObject({ commit: draft, base: history.base });
  });
});

describe("a draft's promotion", () => {
  it("is refused when main changed the part since the preview's base, whatever a status says; promoted when main changed only another part (control)", async () => {
    const { storage, engine, history, id, live, current } = await previewed();
    // main since the preview was built: the owner's other part, then a developer's fix to this one.
    const otherPart = history.commit([
      'apps/mf-services/content/services/ac.json',
      'docs/releasing.md',
    ]);
    const fixed = history.commit(['apps/mf-contact/src/form.tsx']);
    // A status reposted as "mf-contact <id> on <main's head>" brings the merge to promote
    // with main at `fixed`: the engine compares its own record of the base with it.
    await expect(
      promote(engine, 'mf-contact', id, { commit: draft, main: fixed, repo: history.repo }),
    ).rejects.toThrow(
      `main changed what mf-contact is built from since preview ${id} was built on ${history.base} (apps/mf-contact/src/form.tsx`,
    );
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', id, result: 'refused' });
    expect(current()).toBe(live);

    await promote(engine, 'mf-contact', id, { commit: draft, main: otherPart, repo: history.repo });
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', id, result: 'done' });
    expect(current()).toBe(id);
  });

  it.each([
    ['shared code', 'packages/shared-ui/src/pill.tsx'],
    ['the lockfile', 'package-lock.json'],
  ])('is refused when main changed %s every part is built from', async (_what, file) => {
    const { storage, engine, history, id, live, current } = await previewed();
    const main = history.commit([file]);
    await expect(
      promote(engine, 'mf-contact', id, { commit: draft, main, repo: history.repo }),
    ).rejects.toThrow(RefusedRelease);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', result: 'refused' });
    expect(current()).toBe(live);
  });

  it('is refused when its preview records no base: nothing to compare main with', async () => {
    const { storage, engine, history, id, live, current } = await previewed({ base: null });
    await expect(
      promote(engine, 'mf-contact', id, { commit: draft, main: history.base, repo: history.repo }),
    ).rejects.toThrow(`preview ${id} records no commit of main it was built on`);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', result: 'refused' });
    expect(current()).toBe(live);
  });

  it('is refused when it does not say where main is; with main where the preview was built, promoted (control)', async () => {
    const { storage, engine, history, id, current } = await previewed();
    await expect(promote(engine, 'mf-contact', id, { commit: draft })).rejects.toThrow(
      `preview ${id} is a draft's: its promotion must name the commit main is at`,
    );
    // Nor without the draft's head: the preview recorded one.
    await expect(promote(engine, 'mf-contact', id)).rejects.toThrow(RefusedRelease);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', result: 'refused' });
    await promote(engine, 'mf-contact', id, {
      commit: draft,
      main: history.base,
      repo: history.repo,
    });
    expect(current()).toBe(id);
  });

  it("is refused when main is a commit git does not have here (a shallow checkout), or not a commit's 40 hex digits", async () => {
    const { storage, engine, history, id, live, current } = await previewed();
    for (const main of ['b'.repeat(40), 'HEAD', `--output=${join(work(), 'written')}`]) {
      await expect(
        promote(engine, 'mf-contact', id, { commit: draft, main, repo: history.repo }),
      ).rejects.toThrow(`preview ${id}'s base ${history.base} cannot be compared with main`);
      expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', result: 'refused' });
    }
    expect(current()).toBe(live);
  });

  it("promotes a preview only as the draft it was built from: a forged status's id is refused", async () => {
    const { storage, engine, history, id } = await previewed();
    const other = 'b'.repeat(40);
    const main = history.base;
    // Another draft's merge whose status was made to name this preview: refused.
    await expect(
      promote(engine, 'mf-contact', id, { commit: other, main, repo: history.repo }),
    ).rejects.toThrow(`preview ${id} was not built from the draft ${other}`);
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', result: 'refused' });
    // The draft it was built from (control).
    await promote(engine, 'mf-contact', id, { commit: draft, main, repo: history.repo });
    expect(storage.ledger.at(-1)).toMatchObject({ action: 'promote', result: 'done' });
  });
});
