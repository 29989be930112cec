// @ts-check
// Promotion: a previewed release made live, only if a smoke run against its preview
// passed and was recorded, with the same live parts as now, and (a draft's, CI) only as the
// draft it was built from, with main unchanged for its part since. No build: the same id.

import { ROOT } from 'composition';
import { readPointers, rendererPath } from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import {
  assertKnownApp,
  assertReleaseId,
  assertReleaseInfo,
  KNOWN_APPS,
} from '../../gate/values.mjs';
import { asComposer, ledgerEntry } from '../engine.mjs';
import { recordRelease } from '../pointers.mjs';
import { smokeClearance } from './ledger.mjs';
import { COMMIT, partChangedBetween } from './part-changed.mjs';
import { movePointer } from './pointer-move.mjs';
import { othersLive, previewRecordOf } from './preview.mjs';

/** @import { Engine } from '../../core/engine-types.mjs' */

/**
 * Why a published preview may not go live as the caller asks, or '' when it may.
 *
 * A draft's preview (CI names the draft's head, `commit`, or the preview recorded one) goes
 * live only if it was built from that draft, and only if main has not changed the part
 * since the commit it was built on: the preview's own record of that commit (`base`),
 * never a commit status's word, compared by git with `main`, the commit main is at now. A
 * preview that records no base, or a promotion that does not say where main is, is refused.
 * A promotion that names neither (a developer's, the editor's drafts, which compare main
 * themselves) is not a draft's.
 * @param {{ id: string, app: string, previewed: { commit?: unknown, base?: unknown } }} preview
 * @param {{ commit?: string, main?: string, repo: string }} asked
 */
function whyNotAsPreviewed({ id, app, previewed }, { commit, main, repo }) {
  if (commit && previewed.commit !== commit) {
    return `preview ${id} was not built from the draft ${commit}`;
  }
  if (commit === undefined && main === undefined && previewed.commit === undefined) return '';
  if (main === undefined) {
    return `preview ${id} is a draft's: its promotion must name the commit main is at (--main)`;
  }
  const { base } = previewed;
  if (typeof base !== 'string' || !COMMIT.test(base)) {
    return `preview ${id} records no commit of main it was built on: it cannot be compared with main`;
  }
  try {
    const { changed, because } = partChangedBetween({
      repo,
      from: base,
      to: main,
      app,
      apps: KNOWN_APPS,
    });
    if (!changed) return '';
    const some = because.slice(0, 3).join(', ');
    return `main changed what ${app} is built from since preview ${id} was built on ${base} (${some}${because.length > 3 ? ', …' : ''}): release main instead`;
  } catch (error) {
    const said = error instanceof RefusedRelease ? error.message : 'git could not compare them';
    return `preview ${id}'s base ${base} cannot be compared with main ${main}: ${said}`;
  }
}

/**
 * @param {Engine} engine @param {string} app @param {string} id
 * @param {{ commit?: string, main?: string, repo?: string }} [of] the merged draft's head
 *   commit (CI): the preview must have been built from it, whatever a commit status, which
 *   anyone who may write can post, names; `main`, the commit main is at (CI: the merge's
 *   first parent): the part's files there must be those of the commit the preview was built
 *   on; `repo`, the checkout git reads them from (this one)
 * @returns {Promise<{ app: string, id: string, version: string, contract: string }>}
 */
export async function promote(engine, app, id, { commit, main, repo = ROOT } = {}) {
  assertKnownApp(app);
  assertReleaseId(app, id);
  const { storage } = asComposer(engine);
  const record = await previewRecordOf(storage, app, id);
  const notAsPreviewed = record.previewed
    ? whyNotAsPreviewed({ id, app, previewed: record.previewed }, { commit, main, repo })
    : '';
  const { previewed, why } = notAsPreviewed
    ? { previewed: undefined, why: notAsPreviewed }
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
