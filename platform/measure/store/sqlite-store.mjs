// @ts-check
// The embedded default: one SQLite file, nothing to set up, through Node's own SQLite
// (node:sqlite): nothing native to build at install. WAL lets the watch and the owner's
// page read while the collector writes.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ADDED_COLUMNS, EVENT_COLUMNS, EVENT_INDEXES, INSERT_COLUMNS, rowOf } from './store.mjs';

/** @import { Store, StoredEvent } from './store.mjs' */

/** @param {string} file @returns {Store} */
export function sqliteStore(file) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec(
    `CREATE TABLE IF NOT EXISTS measure_events (id INTEGER PRIMARY KEY, ${EVENT_COLUMNS})`,
  );
  const present = new Set(
    database
      .prepare('PRAGMA table_info(measure_events)')
      .all()
      .map((column) => column.name),
  );
  for (const { name, type } of ADDED_COLUMNS) {
    if (present.has(name)) continue;
    try {
      database.exec(`ALTER TABLE measure_events ADD COLUMN ${name} ${type}`);
    } catch (error) {
      // The collector and a watch opening an older file at once: one of them adds it.
      if (!/duplicate column/u.test(/** @type {Error} */ (error).message)) throw error;
    }
  }
  for (const index of EVENT_INDEXES) database.exec(index);
  const insertOne = database.prepare(
    `INSERT INTO measure_events (${INSERT_COLUMNS}) VALUES (${INSERT_COLUMNS.split(',')
      .map(() => '?')
      .join(', ')})`,
  );
  /** A batch is written whole or not at all. @param {StoredEvent[]} events @param {number} at */
  const insertAll = (events, at) => {
    database.exec('BEGIN');
    try {
      for (const event of events) insertOne.run(...rowOf(event, at));
      database.exec('COMMIT');
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    }
  };
  return {
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    insert: async (events, receivedAt) => {
      insertAll(events, receivedAt);
    },
    all: async (sql, parameters = []) =>
      /** @type {Record<string, unknown>[]} */ (database.prepare(sql).all(...parameters)),
    run: async (sql, parameters = []) => Number(database.prepare(sql).run(...parameters).changes),
    close: async () => {
      database.close();
    },
  };
}
