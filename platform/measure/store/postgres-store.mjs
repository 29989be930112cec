// @ts-check
// Production's database: PostgreSQL, through a small pool, with the same SQL as SQLite
// (its `?` numbered as PostgreSQL wants them).
import pg from 'pg';
import { ADDED_COLUMNS, EVENT_COLUMNS, EVENT_INDEXES, INSERT_COLUMNS, rowOf } from './store.mjs';

/** @import { Store } from './store.mjs' */

// BIGINT and COUNT(*) arrive as strings by default: these are counts and milliseconds,
// well inside a double.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** `?` → `$1`, `$2`, …: the query layer writes one SQL for both. @param {string} sql */
export const numbered = (sql) => {
  let count = 0;
  return sql.replace(/\?/gu, () => `$${++count}`);
};

/** @param {string} url a postgres:// URL @returns {Promise<Store>} */
export async function postgresStore(url) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server drops (a restart, a shutdown while the pool ends) is an
  // 'error' on the pool: without a listener Node throws it and the collector dies. The
  // pool replaces the connection at its next query.
  pool.on('error', (error) =>
    console.error(`PostgreSQL dropped an idle connection: ${error.message}`),
  );
  await pool.query(
    `CREATE TABLE IF NOT EXISTS measure_events (id BIGSERIAL PRIMARY KEY, ${EVENT_COLUMNS})`,
  );
  for (const { name, type } of ADDED_COLUMNS) {
    await pool.query(`ALTER TABLE measure_events ADD COLUMN IF NOT EXISTS ${name} ${type}`);
  }
  for (const index of EVENT_INDEXES) await pool.query(index);
  const columns = INSERT_COLUMNS.split(',').length;
  const where = new URL(url);
  return {
    dialect: 'postgres',
    description: `PostgreSQL ${where.hostname}:${where.port || 5432}${where.pathname}`,
    insert: async (events, receivedAt) => {
      if (events.length === 0) return;
      // One statement for the batch: one round trip, and all or nothing.
      const rows = events.map(
        (_, row) =>
          `(${Array.from({ length: columns }, (__, column) => `$${row * columns + column + 1}`).join(', ')})`,
      );
      await pool.query(
        `INSERT INTO measure_events (${INSERT_COLUMNS}) VALUES ${rows.join(', ')}`,
        events.flatMap((event) => rowOf(event, receivedAt)),
      );
    },
    all: async (sql, parameters = []) => (await pool.query(numbered(sql), parameters)).rows,
    run: async (sql, parameters = []) =>
      (await pool.query(numbered(sql), parameters)).rowCount ?? 0,
    close: async () => {
      await pool.end();
    },
  };
}
