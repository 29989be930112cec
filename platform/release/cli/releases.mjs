#!/usr/bin/env node
// @ts-check
// `npm run releases`: the ledger of the deployment (every release, rollback, prune,
// preview, smoke run, promotion, watch and refusal) as a table, the live release of each
// app, and the field figures of each live release and the one before it (errors per 1000
// views, p75 of LCP, INP and CLS, with sample sizes) from the field measurement's
// database: --measure (an SQLite file or postgres:// URL), by default the site folder's.
// A rollback takes an id from it: `npm run rollback -w mf-services -- --to ID`.
// Options: --site DIR, --publish TARGET …, --measure DB, --json (the entries as JSON lines). Nothing a
// team wrote reaches the terminal with its control characters (ledger.mjs, printable.mjs).
import { existsSync } from 'node:fs';
import { siteDatabase } from 'measure';
import { printable } from '../core/printable.mjs';
import { fieldFiguresTable, ledgerOf, ledgerTableOf } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

/**
 * @import { Pointers } from 'deployment'
 * @import { LedgerEntry } from '../core/storage.mjs'
 */

const { options } = parseCommandLine(
  process.argv.slice(2),
  { json: { type: 'boolean' }, measure: { type: 'string' }, ...PUBLISH_OPTIONS },
  'releases.mjs [--site DIR] [--publish TARGET …] [--measure DB] [--json]',
);
try {
  if (options.json) {
    // JSON escapes C0 characters only: DEL, C1 and bidi controls are escaped too (still JSON).
    for (const entry of await ledgerOf(options)) console.log(printable(JSON.stringify(entry)));
  } else {
    const { storage, site, entries, pointers, table } = await ledgerTableOf(options);
    console.log(`${printable(storage)}\n\n${table}`);
    console.log(await fieldFigures(pointers, entries, site));
  }
} catch (error) {
  console.error(`releases failed: ${failureOf(error)}`);
  process.exit(1);
}

/**
 * The field figures, or why there are none.
 * @param {Pointers} pointers
 * @param {LedgerEntry[]} entries @param {string} site
 */
async function fieldFigures(pointers, entries, site) {
  const where = typeof options.measure === 'string' ? options.measure : siteDatabase(site);
  if (typeof options.measure !== 'string' && !existsSync(where)) {
    return `field figures: none yet (no field measurement at ${where}; name one with --measure)`;
  }
  const { store, table } = await fieldFiguresTable(where, { pointers, entries });
  return `field figures (${printable(store)}):\n${table}\n`;
}
