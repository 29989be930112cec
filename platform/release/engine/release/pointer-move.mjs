// @ts-check
// Moving one app's pointer, as the composer: a trial composition with the change, the
// pointer written under the app's lock only if still as read (compare-and-swap), then the
// site composed with it (steps 2–5 of release.mjs's order), and the outcome in the ledger.

import { readPointers, readPointerVersioned } from 'deployment';
import { compose, composeUntilStable } from '../compose/compose-live.mjs';
import { publishEditorParts } from '../compose/editor-parts.mjs';
import { asComposer, ledgerEntry, withWork } from '../engine.mjs';
import { liveReleases, writePointer } from '../pointers.mjs';
import { recordFailure } from './ledger.mjs';

/**
 * @import { Engine, History, ReleaseInfo } from '../../core/engine-types.mjs'
 * @import { Work } from '../engine.mjs'
 */

/**
 * @typedef {object} PointerMove
 * @property {'release' | 'rollback' | 'promote'} action
 * @property {string} app
 * @property {string | null} id the release it makes live, if known before the pointer is read
 * @property {string} [detail]
 * @property {(current: History) => { history: History, info: ReleaseInfo }} change
 *   the new pointer, from the one read under the app's lock
 */

/**
 * Two releases of one app at once both end in its history, or one is refused and recorded.
 * @param {Engine} engine @param {PointerMove} move
 * @param {{ check?: () => Promise<void>, before?: (work: Work) => Promise<void> }} [steps]
 *   `check`: the release rules, before the lock is taken (a refusal writes nothing but its
 *   ledger entry); `before`: what goes first under the lock (the release's files)
 */
export async function movePointer(engine, { action, app, id, detail, change }, steps = {}) {
  const composer = asComposer(engine);
  const { storage } = composer;
  const entry = ledgerEntry(engine, { action, app, id, ...(detail ? { detail } : {}) });
  try {
    await steps.check?.();
    const pointers = await storage.exclusively(app, () =>
      withWork(engine, async (work) => {
        const { history: current, version } = await readPointerVersioned(storage, app);
        entry.previous = current.current;
        const { history, info } = change(current);
        Object.assign(entry, { id: history.current, ...info });
        await steps.before?.(work);
        const trial = await compose(
          composer,
          { ...(await readPointers(storage)), [app]: history },
          work,
        );
        // What the composer verified of the release it makes live (--provenance).
        const attested = trial.provenance?.[app];
        if (attested) entry.provenance = attested;
        engine.afterStep?.('trial');
        await writePointer(storage, app, history, version);
        engine.afterStep?.('pointer');
        const live = await composeUntilStable(composer, work);
        // The editor's forms follow the live releases: what each lets the owner edit.
        await publishEditorParts(composer);
        return live;
      }),
    );
    await storage.appendLedger({ ...entry, result: 'done', live: liveReleases(pointers) });
  } catch (error) {
    await recordFailure(composer, entry, error);
    throw error;
  }
}
