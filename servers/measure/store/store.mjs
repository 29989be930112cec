// @ts-check
// The one query layer over both databases: SQLite, the embedded default for `npm start`,
// and PostgreSQL in production. Both drivers take the same SQL, written in the part the
// two share (no percentile functions, no date functions: times are milliseconds since
// the epoch), with `?` for each parameter. queries.mjs holds every query.

/**
 * @typedef {import('../batch.mjs').StoredEvent} StoredEvent
 * @typedef {string | number | null} Parameter
 * @typedef {{
 *   dialect: 'sqlite' | 'postgres',
 *   description: string,
 *   insert(events: StoredEvent[], receivedAt: number): Promise<void>,
 *   all(sql: string, parameters?: Parameter[]): Promise<Record<string, unknown>[]>,
 *   close(): Promise<void>,
 * }} Store
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
  target TEXT`;

/** What the watch, `npm run releases` and the owner's page ask by. */
export const EVENT_INDEXES = [
  'CREATE INDEX IF NOT EXISTS measure_events_by_release ON measure_events (part, release, name)',
  'CREATE INDEX IF NOT EXISTS measure_events_by_time ON measure_events (received_at)',
];

export const INSERT_COLUMNS =
  'received_at, name, path, lang, part, release, shell_release, detail, value, target';

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
];
