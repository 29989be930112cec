// @ts-check
// The operations that read what is live rather than change it, behind the same door
// (operations.mjs): a deployment's ledger, its parts' field figures, and the watch that
// rolls a failing release back.
import { POINTER_APPS, readPointers } from 'deployment';
import { openStore, siteDatabase } from 'measure';
import { fieldRows, fieldTable } from './engine/observe/field-report.mjs';
import { watchRelease } from './engine/observe/watch.mjs';
import { ledgerTable } from './engine/release/ledger.mjs';
import { engineOf } from './engine-of.mjs';

/**
 * @import { Pointers } from 'deployment'
 * @import { LedgerEntry } from './core/storage.mjs'
 * @import { WatchOptions } from './engine/observe/watch.mjs'
 * @typedef {Record<string, string | boolean | undefined>} Deployment the options naming it
 */

/**
 * Watches `app`'s live release in the field (`measure`, by default the site folder's) and
 * rolls it back if it fails clearly more often than the one before (engine/observe/watch.mjs).
 * @param {Deployment} where
 * @param {{ app: string, measure?: string } & Omit<WatchOptions, 'store'>} watch
 */
export async function watchLive(where, { app, measure, ...watch }) {
  const { engine, deployment } = await engineOf(where);
  if (typeof where.publish === 'string' && measure === undefined) {
    throw new Error('a published site keeps its field figures elsewhere: name them with --measure');
  }
  const store = await openStore(measure ?? siteDatabase(deployment.site));
  try {
    return await watchRelease(engine, app, { ...watch, store });
  } finally {
    await store.close();
  }
}

/** A deployment's ledger, every entry, oldest first. @param {Deployment} where */
export async function ledgerOf(where) {
  const { engine } = await engineOf(where);
  return engine.storage.readLedger();
}

/**
 * A deployment's ledger as a table for people, with each part's live release, and what
 * its field figures are read for. @param {Deployment} where
 */
export async function ledgerTableOf(where) {
  const { engine, deployment } = await engineOf(where);
  const entries = await engine.storage.readLedger();
  const pointers = await readPointers(engine.storage);
  const live = Object.fromEntries(POINTER_APPS.map((app) => [app, pointers[app]?.current ?? null]));
  const table = ledgerTable(entries, live);
  return { storage: engine.storage.description, site: deployment.site, entries, pointers, table };
}

/**
 * The field figures of each part's live release and the one before it, as a table, from
 * the field measurement in `measure` (an SQLite file or a postgres:// URL).
 * @param {string} measure
 * @param {{ pointers: Pointers, entries: LedgerEntry[] }} ledger
 */
export async function fieldFiguresTable(measure, { pointers, entries }) {
  const store = await openStore(measure);
  try {
    const rows = await fieldRows(store, pointers, entries);
    return { store: store.description, table: fieldTable(rows) };
  } finally {
    await store.close();
  }
}
