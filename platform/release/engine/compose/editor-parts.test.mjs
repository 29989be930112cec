// @ts-check
// The editor's forms follow the live releases: admin/parts.json is written from each live
// part's checked content-collections.json whenever a pointer moves (a release, a request
// the composer applies, a rollback), and a part's file that fails the gate is refused at
// release, or left out if it changed in the storage since.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { ADMIN_PARTS, rendererPath } from 'deployment';
import { describe, expect, it } from 'vitest';
import { PART_CONTENT_FILE } from '../../gate/part-content.mjs';
import { fakePartContent, fakeRemoteBuild, fakeShellBuild } from '../../testing/fake-builds.mjs';
import { recordingStorage } from '../../testing/recording-storage.mjs';
import { scratchFolder } from '../../testing/scratch-folder.mjs';
import { candidateOf } from '../release/candidate.mjs';
import { RefusedRelease, release, rollback } from '../release/release.mjs';
import { applyRequests } from '../release/requests.mjs';

/** @import { Targets } from '../../core/targets.mjs' */

const work = scratchFolder('jac-editor-parts-');

/** @param {ReturnType<typeof recordingStorage>} storage @param {string[]} [lines] */
const engineOn = (storage, lines = []) => ({
  storage,
  targets: /** @type {Targets} */ (localTargets()),
  who: 'tester',
  log: (/** @type {string} */ line) => {
    lines.push(line);
  },
  now: () => new Date('2026-11-26T10:00:00Z'),
});

/** @param {ReturnType<typeof recordingStorage>} storage */
const editorParts = (storage) =>
  /** @type {{ parts: Array<{ app: string, collections: Array<{ name: string, label: string, file?: string }> }> }} */ (
    JSON.parse(storage.files.get(ADMIN_PARTS)?.toString() ?? 'null')
  );

const shell = () => candidateOf('shell', fakeShellBuild(join(work(), 'shell'), 'a'));

/**
 * mf-contact in `version`, its content-collections.json as `content` says (the stand-in's,
 * with its label, when a string).
 * @param {string} version @param {string | object} content
 */
function contact(version, content) {
  const dir = fakeRemoteBuild(join(work(), `contact-${version}`), {
    name: 'mf_contact',
    route: '/contact',
    version,
  });
  const body =
    typeof content === 'string'
      ? fakePartContent('mf-contact').replace("mf-contact's words", content)
      : JSON.stringify(content);
  writeFileSync(join(dir, 'dist', PART_CONTENT_FILE), body);
  return candidateOf('mf-contact', dir);
}

describe("the editor's parts.json", () => {
  it('follows every live release, its rollback too, with each part checked', async () => {
    const storage = recordingStorage();
    const engine = engineOn(storage);
    const frame = await shell();
    await release(engine, frame);
    expect(editorParts(storage).parts.map((part) => part.app)).toEqual(['shell']);

    const page = await contact('1.0.0', 'Contact page');
    await release(engine, page);
    const first = editorParts(storage).parts;
    expect(first.map((part) => part.app)).toEqual(['shell', 'mf-contact']);
    expect(first[1]?.collections[0]?.label).toBe('Contact page');
    // Kept with the render build, never served beside the part's files.
    expect([...storage.files.keys()].filter((key) => key.endsWith(PART_CONTENT_FILE))).toEqual([
      `${rendererPath('shell', frame.id)}/${PART_CONTENT_FILE}`,
      `${rendererPath('mf-contact', page.id)}/${PART_CONTENT_FILE}`,
    ]);

    await release(engine, await contact('2.0.0', 'Contact us'));
    expect(editorParts(storage).parts[1]?.collections[0]?.label).toBe('Contact us');
    await rollback(engine, 'mf-contact');
    expect(editorParts(storage).parts[1]?.collections[0]?.label).toBe('Contact page');
  });

  it("refuses a release that points the editor at another part's files, and records it", async () => {
    const storage = recordingStorage();
    const engine = engineOn(storage);
    await release(engine, await shell());
    const before = storage.files.get(ADMIN_PARTS);
    const hostile = JSON.parse(fakePartContent('mf-contact'));
    hostile.collections[0].file = '../shell/content/business.json';
    await expect(release(engine, await contact('1.0.0', hostile))).rejects.toThrow(RefusedRelease);
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'mf-contact', result: 'refused' });
    expect(storage.ledger.at(-1)?.detail).toContain("is not a path inside the part's content/");
    expect(storage.files.get(ADMIN_PARTS)).toEqual(before);
  });

  it("checks a team's request again on what it left in the storage", async () => {
    const storage = recordingStorage();
    const engine = engineOn(storage);
    await release(engine, await shell());
    const candidate = await contact('1.0.0', 'Contact page');
    for (const { dir, folder, include } of candidate.folders) {
      await storage.putFolder(dir, folder, include);
    }
    // After its job's checks, the team swaps the file for one that names the shell.
    storage.files.set(
      `${rendererPath('mf-contact', candidate.id)}/${PART_CONTENT_FILE}`,
      Buffer.from(fakePartContent('shell')),
    );
    storage.files.set(
      `requests/mf-contact/${candidate.id}.json`,
      Buffer.from(
        JSON.stringify({
          action: 'release',
          app: 'mf-contact',
          id: candidate.id,
          info: candidate.info,
          who: 'team',
          at: 'x',
        }),
      ),
    );
    expect(await applyRequests(engine)).toBe(0);
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'mf-contact', result: 'refused' });
    expect(storage.ledger.at(-1)?.detail).toContain('names the part "shell"');
    expect(editorParts(storage).parts.map((part) => part.app)).toEqual(['shell']);
  });

  it('leaves out, and says, a live part whose file changed in the storage since its release', async () => {
    const storage = recordingStorage();
    /** @type {string[]} */
    const lines = [];
    const engine = engineOn(storage, lines);
    const live = await shell();
    await release(engine, live);
    storage.files.set(`${rendererPath('shell', live.id)}/${PART_CONTENT_FILE}`, Buffer.from('{'));
    await release(engine, await contact('1.0.0', 'Contact page'));
    expect(editorParts(storage).parts.map((part) => part.app)).toEqual(['mf-contact']);
    expect(lines.some((line) => line.includes("the editor does not offer shell's content"))).toBe(
      true,
    );
  });
});
