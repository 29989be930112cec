// @ts-check
// The one query layer over both databases: SQLite, the embedded default for `npm start`,
// and PostgreSQL in production. Both drivers take the same SQL, written in the part the
// two share (no percentile functions, no date functions: times are milliseconds since
// the epoch), with `?` for each parameter. queries.mjs holds every query.

/** @import { CheckedEvent } from '../batch.mjs' */

/**
 * @typedef {CheckedEvent & { network: string | null }} StoredEvent
 *   `network`: the salted hash of the sender's network that day (network-hash.mjs)
 * @typedef {string | number | null} Parameter
 * @typedef {{
 *   dialect: 'sqlite' | 'postgres',
 *   description: string,
 *   insert(events: StoredEvent[], receivedAt: number): Promise<void>,
 *   all(sql: string, parameters?: Parameter[]): Promise<Record<string, unknown>[]>,
 *   run(sql: string, parameters?: Parameter[]): Promise<number>,
 *   close(): Promise<void>,
 * }} Store
 *   `run`: a statement that returns no rows (a DELETE), answered with how many it changed
 */

/** The table, less its key, whose type is each database's own. */
export const EVENT_COLUMNS = `
  received_at BIGINT NOT NULL,
  name TEXT NOT NULL,
  path TEXT NOT NULL,
  lang TEXT NOT NULL,
  part TEXT NOT NULL,
  release TEXT NOT NULL,
  shell_release TEXT NOT NULL,
  detail TEXT,
  value DOUBLE PRECISION,
  target TEXT,
  network TEXT`;

/**
 * Columns added since the table was first made, with their types: each store adds those
 * an older database lacks when it opens it. Rows from before have none (NULL): the watch
 * counts them as one network.
 */
export const ADDED_COLUMNS = [{ name: 'network', type: 'TEXT' }];

/** What the watch, `npm run releases` and the owner's page ask by. */
export const EVENT_INDEXES = [
  'CREATE INDEX IF NOT EXISTS measure_events_by_release ON measure_events (part, release, name)',
  'CREATE INDEX IF NOT EXISTS measure_events_by_time ON measure_events (received_at)',
];

export const INSERT_COLUMNS =
  'received_at, name, path, lang, part, release, shell_release, detail, value, target, network';

/** A row's values, in INSERT_COLUMNS' order. @param {StoredEvent} event @param {number} receivedAt */
export const rowOf = (event, receivedAt) => [
  receivedAt,
  event.name,
  event.path,
  event.lang,
  event.part,
  event.release,
  event.shellRelease,
  event.detail,
  event.value,
  event.target,
  // A writer from before networks were (a test's fixture) gives none.
  event.network ?? null,
];
