// @ts-check
// What every operation of the engine runs with (release.mjs, preview.mjs, promote.mjs,
// requests.mjs, compose-live.mjs): the one way to act as the composer, the one way to
// start a ledger entry, and a release's scratch work. The Engine's type is core's
// (core/engine-types.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPOSER, confined } from '../gate/identities.mjs';
import { sandboxPool } from '../sandbox/pool.mjs';

/**
 * @import { Engine, PendingEntry } from '../core/engine-types.mjs'
 * @import { SandboxPool } from '../sandbox/pool.mjs'
 */

/**
 * The engine as the composer: its storage may write only what the composer owns.
 * @param {Engine} engine @returns {Engine}
 */
export const asComposer = (engine) => ({ ...engine, storage: confined(engine.storage, COMPOSER) });

/**
 * A ledger entry for `action` on `app`, at the engine's time and by its identity.
 * @param {Engine} engine
 * @param {{ action: PendingEntry['action'], app: string, id: string | null, previous?: string | null } & Partial<PendingEntry>} fields
 * @returns {PendingEntry}
 */
export const ledgerEntry = (engine, { previous = null, ...fields }) => ({
  at: engine.now().toISOString(),
  who: engine.who,
  previous,
  ...fields,
});

/**
 * @typedef {{ dir: string, sandboxes: SandboxPool }} Work
 *   a release's scratch folder (downloaded releases) and the render builds it started
 */

/**
 * Runs `task` with a release's Work, removed and stopped afterwards.
 * @template T @param {Pick<Engine, 'log'>} engine @param {(work: Work) => Promise<T>} task
 * @returns {Promise<T>}
 */
export async function withWork({ log }, task) {
  const dir = mkdtempSync(join(tmpdir(), 'jac-release-'));
  const sandboxes = sandboxPool(log);
  try {
    return await task({ dir, sandboxes });
  } finally {
    sandboxes.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
