// @ts-check
// The release ledger: every release, rollback, prune, preview, smoke run, promotion and
// refusal, appended to the deployment (storage.appendLedger), read back as a table by
// `npm run releases`.
import { userInfo } from 'node:os';
import { printable } from '../../core/printable.mjs';
import { RefusedRelease } from '../../core/refused.mjs';
import { StaleWrite } from '../../core/storage.mjs';

/**
 * @import { Engine } from '../../core/engine-types.mjs'
 * @import { LedgerEntry } from '../../core/storage.mjs'
 */

/**
 * Who runs this: CI's actor when there is one, else the person at the machine.
 * @param {NodeJS.ProcessEnv} env
 */
export function whoRuns(env) {
  if (env.RELEASE_ACTOR) return env.RELEASE_ACTOR;
  if (env.GITHUB_ACTOR) return `${env.GITHUB_ACTOR} (CI ${env.GITHUB_RUN_ID ?? ''})`.trim();
  if (env.GITLAB_USER_LOGIN) return `${env.GITLAB_USER_LOGIN} (CI ${env.CI_JOB_ID ?? ''})`.trim();
  try {
    return userInfo().username;
  } catch {
    return env.USER ?? 'unknown';
  }
}

/**
 * A field as the table prints it: whatever a line of the ledger holds, without a control
 * character. @param {unknown} value
 */
const cell = (value) => printable(String(value ?? ''));

/**
 * The ledger as a table, oldest first, then the live release of each app. Every field is
 * printable: a `who` or a detail a team wrote never reaches the terminal as it is.
 * @param {LedgerEntry[]} entries
 * @param {Record<string, string | null>} live the current release of each app
 */
export function ledgerTable(entries, live) {
  const header = ['when', 'who', 'action', 'app', 'id', 'version', 'previous', 'result', 'detail'];
  const rows = entries.map((entry) =>
    [
      String(entry.at)
        .replace('T', ' ')
        .replace(/\.\d+Z$/, 'Z'),
      entry.who,
      entry.action,
      entry.app,
      entry.id ?? '-',
      entry.version ? `${entry.version} (${entry.contract})` : '-',
      entry.previous ?? '-',
      entry.result,
      entry.detail,
    ].map(cell),
  );
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ row) =>
    row
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    ...rows.map(line),
    '',
    'live:',
    ...Object.entries(live).map(([app, id]) => `  ${cell(app).padEnd(14)} ${cell(id ?? '(none)')}`),
    '',
  ].join('\n');
}

/**
 * The smoke run that allows `id` of `app` to be promoted: the last recorded for it, if it
 * passed against the same live parts as now.
 * @param {LedgerEntry[]} entries
 * @param {string} app @param {string} id @param {string} othersLive
 * @returns {{ ok: true } | { ok: false, why: string }}
 */
export function smokeClearance(entries, app, id, othersLive) {
  const smoke = entries.findLast(
    (entry) => entry.action === 'smoke' && entry.app === app && entry.id === id,
  );
  if (!smoke) return { ok: false, why: `no smoke run is recorded for ${app} ${id}` };
  if (smoke.result !== 'passed') {
    return { ok: false, why: `the last smoke run of ${app} ${id} ${smoke.result}` };
  }
  if (smoke.live !== othersLive) {
    return {
      ok: false,
      why: `the live parts changed since ${app} ${id} was tested (${smoke.live} then, ${othersLive} now): preview and smoke it again`,
    };
  }
  return { ok: true };
}

/**
 * A failure goes into the ledger when the storage can still be written; when it cannot
 * (the reason it failed), the error that stopped the release is what the caller sees. A
 * refusal of the rules, the gate, a render build's sandbox or a stale pointer is recorded as
 * refused. The one path every failure of a release, preview or request is recorded by.
 * @param {Pick<Engine, 'storage' | 'log'>} engine
 * @param {Omit<LedgerEntry, 'result'>} entry @param {unknown} error
 */
export async function recordFailure(engine, entry, error) {
  const why = error instanceof Error ? error.message : String(error);
  const refused = error instanceof RefusedRelease || error instanceof StaleWrite;
  try {
    await engine.storage.appendLedger({
      ...entry,
      result: refused ? 'refused' : 'failed',
      detail: why,
    });
  } catch {
    engine.log('the failure could not be recorded in the ledger');
  }
}

/**
 * The move that made a release live, from the ledger: when, and what it replaced (a
 * re-release of the same code, which replaced itself, is not that move).
 * @param {LedgerEntry[]} entries @param {string} app @param {string} id
 */
export function wentLive(entries, app, id) {
  return entries.findLast(
    (entry) =>
      entry.app === app &&
      entry.id === id &&
      entry.previous !== id &&
      entry.result === 'done' &&
      ['release', 'promote', 'rollback'].includes(entry.action),
  );
}
