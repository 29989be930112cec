// @ts-check
// Promotion: a previewed release made live, only if a smoke run against its preview
// passed and was recorded, with the same live parts as now. No build: the same id.

import { readPointers, rendererPath } from '../../deployment/index.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { assertKnownApp, assertReleaseId, assertReleaseInfo } from '../gate/values.mjs';
import { asComposer, ledgerEntry } from './engine.mjs';
import { smokeClearance } from './ledger.mjs';
import { movePointer } from './pointer-move.mjs';
import { recordRelease } from './pointers.mjs';
import { othersLive, previewRecordOf } from './preview.mjs';

/**
 * @param {import('../core/engine-types.mjs').Engine} engine @param {string} app @param {string} id
 * @param {{ commit?: string }} [of] the merged draft's head commit (CI): the preview must
 *   have been built from it, whatever a commit status, which anyone who may write can post, names
 * @returns {Promise<{ app: string, id: string, version: string, contract: string }>}
 */
export async function promote(engine, app, id, { commit } = {}) {
  assertKnownApp(app);
  assertReleaseId(app, id);
  const { storage } = asComposer(engine);
  const record = await previewRecordOf(storage, app, id);
  const { previewed, why } =
    record.previewed && commit && record.previewed.commit !== commit
      ? { previewed: undefined, why: `preview ${id} was not built from the draft ${commit}` }
      : record;
  const pointers = await readPointers(storage);
  /** @type {{ ok: boolean, why?: string }} */
  const verdict = previewed
    ? smokeClearance(await storage.readLedger(), app, id, othersLive(pointers, app))
    : { ok: false, why };
  if (!verdict.ok || !previewed) {
    const previous = pointers[app]?.current ?? null;
    const detail = verdict.why ?? why;
    await storage.appendLedger({
      ...ledgerEntry(engine, { action: 'promote', app, id, previous, detail }),
      result: 'refused',
    });
    throw new RefusedRelease(detail);
  }
  if ((await storage.list(rendererPath(app, id))).size === 0) {
    throw new Error(`${app} ${id}: its files are gone`);
  }
  const info = { version: previewed.version, contract: previewed.contract };
  assertReleaseInfo(app, info);
  await movePointer(engine, {
    action: 'promote',
    app,
    id,
    change: (current) => ({ history: recordRelease(current, id, info, engine.now()), info }),
  });
  return { app, id, ...info };
}
