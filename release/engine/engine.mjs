// @ts-check
// What every operation of the engine runs with (release.mjs, preview.mjs, promote.mjs,
// requests.mjs, compose-live.mjs): the Engine, the one way to act as the composer, the one
// way to start a ledger entry, and a release's scratch work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPOSER, confined } from '../gate/identities.mjs';
import { sandboxPool } from '../sandbox/pool.mjs';

/**
 * @typedef {'files' | 'trial' | 'pointer' | 'pages' | 'remotes'} Step
 * @typedef {object} Engine what a release runs with
 * @property {import('../storage/storage.mjs').Storage} storage
 * @property {import('../cli/deployment.mjs').Targets} targets where each app is served
 * @property {string} who recorded in the ledger
 * @property {(line: string) => void} log
 * @property {() => Date} now
 * @property {(step: Step) => void} [afterStep] called after each step (the tests stop a release there)
 * @typedef {{ version: string, contract: string }} ReleaseInfo
 * @typedef {object} Candidate a built app, ready to release
 * @property {string} app
 * @property {string} id its content id: the same files, the same id
 * @property {ReleaseInfo} info
 * @property {string[]} routes the paths it serves (none: the shell's are the composer's)
 * @property {unknown} [siteConfig] the shell's business details
 * @property {string} [partContent] what it lets the owner edit (content-collections.json), unchecked
 * @property {Array<{ dir: string, folder: string, include?: (file: string) => boolean }>} folders
 *   local folders and where they go
 * @typedef {import('./pointers.mjs').Pointers} Pointers
 * @typedef {import('./pointers.mjs').History} History
 * @typedef {Omit<import('../storage/storage.mjs').LedgerEntry, 'result'>} PendingEntry
 *   a ledger entry before its outcome is known
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
 * @typedef {{ dir: string, sandboxes: import('../sandbox/pool.mjs').SandboxPool }} Work
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
