// @ts-check
// The owner's editor builds its forms from data, never from a part's code: admin/parts.json,
// on the editor's own origin, holds what each live part lets the owner edit, as its build
// wrote it (content-collections.json, kept with its render build) and as the gate checks
// it (gate/part-content.mjs). The composer writes it whenever a part's live release changes
// (pointer-move.mjs: a release, a promoted draft, a rollback), when the site is composed
// again and when the editor is published, so a part released alone changes the editor's
// forms without a build of the editor.

import { ADMIN_PARTS, POINTER_APPS, readPointers, rendererPath } from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { assertPartContent, PART_CONTENT_FILE } from '../../gate/part-content.mjs';
import { attestedRead } from '../../provenance/record.mjs';
import { previewFrameUrl } from '../../site/preview-frame.mjs';
import { liveReleases } from '../pointers.mjs';

/**
 * @import { PartContent } from 'shared-types'
 * @import { Engine } from '../../core/engine-types.mjs'
 * @import { Pointers } from '../pointers.mjs'
 */

/** Where the editor finds every live part's content: its origin's /parts.json. */
export const EDITOR_PARTS = ADMIN_PARTS;

/** Writing it again this often without the pointers settling means something is wrong. */
const MAX_ROUNDS = 10;

/**
 * The page, on the part's own origin (never the editor's), that draws an entry the editor
 * sends it by postMessage with the part's own components: the preview while typing
 * (site/preview-frame.mjs). Only a part whose entries the phone screen edits (a folder of
 * entries: mf-services' services) has one.
 * @param {Pick<Engine, 'targets'>} engine @param {string} app
 * @param {string} id its live release
 * @param {readonly { kind: string }[]} collections
 * @returns {string | undefined}
 */
export function previewFrameOf(engine, app, id, collections = []) {
  if (!collections.some((collection) => collection.kind === 'folder')) return undefined;
  return previewFrameUrl(engine.targets, app, id);
}

/**
 * Every live part's checked content, the shell first. A part whose file is missing (a
 * release from before the editor read data) or fails the gate now is left out, and said:
 * its release was refused for the same reason, unless its file changed since. A collection
 * whose name an earlier part has is left out too: the editor tells collections apart by
 * name alone.
 * @param {Engine} engine @param {Pointers} pointers
 */
export async function editorParts(engine, pointers) {
  /** @type {PartContent[]} */
  const parts = [];
  /** @type {Map<string, string>} */
  const owners = new Map();
  for (const app of POINTER_APPS) {
    const id = pointers[app]?.current;
    if (!id) continue;
    // With --provenance, the attested bytes or refused: the editor's forms come from them.
    const body = await attestedRead(
      engine,
      app,
      id,
      `${rendererPath(app, id)}/${PART_CONTENT_FILE}`,
    );
    let checked;
    try {
      checked = assertPartContent(app, body ?? undefined);
    } catch (error) {
      if (!(error instanceof RefusedRelease)) throw error;
      engine.log(`the editor does not offer ${app}'s content: ${error.message}`);
      continue;
    }
    const collections = checked.collections.filter(({ name }) => {
      const owner = owners.get(name);
      if (owner) engine.log(`the editor does not offer ${app}'s "${name}": ${owner} has one`);
      else owners.set(name, app);
      return !owner;
    });
    const previewFrame = previewFrameOf(engine, app, id, collections);
    parts.push({ ...checked, collections, ...(previewFrame ? { previewFrame } : {}) });
  }
  return { parts };
}

/**
 * Writes admin/parts.json from the live releases until no pointer moved meanwhile, so the
 * last writer has seen the last release. `engine` is the composer.
 * @param {Engine} engine
 */
export async function publishEditorParts(engine) {
  const { storage } = engine;
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const pointers = await readPointers(storage);
    const body = `${JSON.stringify(await editorParts(engine, pointers))}\n`;
    const current = await storage.read(EDITOR_PARTS);
    if (!current?.equals(Buffer.from(body))) await storage.write(EDITOR_PARTS, body);
    if (liveReleases(await readPointers(storage)) === liveReleases(pointers)) return;
  }
  throw new Error(`the pointers kept moving through ${MAX_ROUNDS} writes of ${EDITOR_PARTS}`);
}
