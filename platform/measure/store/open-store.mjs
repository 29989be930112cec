// @ts-check
// A store by where it is: a postgres:// URL, or an SQLite file's path.
import { postgresStore } from './postgres-store.mjs';
import { sqliteStore } from './sqlite-store.mjs';

/** @import { Store } from './store.mjs' */

/** @param {string} location @returns {Promise<Store>} */
export async function openStore(location) {
  if (/^postgres(?:ql)?:\/\//u.test(location)) return postgresStore(location);
  return sqliteStore(location);
}
