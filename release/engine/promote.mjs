// @ts-check
// Promotion: a previewed release made live, only if a smoke run against its preview
// passed and was recorded, with the same live parts as now. No build: the same id.

import { assertKnownApp, assertReleaseId, assertReleaseInfo } from '../gate/values.mjs';
import { rendererPath } from '../site/site-layout.mjs';
import { asComposer, ledgerEntry } from './engine.mjs';
import { smokeClearance } from './ledger.mjs';
import { movePointer } from './pointer-move.mjs';
import { readPointers, recordRelease } from './pointers.mjs';
import { othersLive, previewRecordOf } from './preview.mjs';
import { RefusedRelease } from './refused.mjs';

/**
 * @param {import('./engine.mjs').Engine} engine @param {string} app @param {string} id
 * @returns {Promise<{ app: string, id: string, version: string, contract: string }>}
 */
export async function promote(engine, app, id) {
  assertKnownApp(app);
  assertReleaseId(app, id);
  const { storage } = asComposer(engine);
  const { previewed, why } = await previewRecordOf(storage, app, id);
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
