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
import { POINTER_APPS, readPointers } from '../../deployment/index.mjs';
import { openStore, siteDatabase } from '../../measure/index.mjs';
import { printable } from '../core/printable.mjs';
import { engineOf } from '../engine/engine-of.mjs';
import { fieldRows, fieldTable } from '../engine/field-report.mjs';
import { ledgerTable } from '../engine/ledger.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { json: { type: 'boolean' }, measure: { type: 'string' }, ...PUBLISH_OPTIONS },
  'releases.mjs [--site DIR] [--publish TARGET …] [--measure DB] [--json]',
);
try {
  const { engine, deployment } = await engineOf(options);
  const entries = await engine.storage.readLedger();
  if (options.json) {
    // JSON escapes C0 characters only: DEL, C1 and bidi controls are escaped too (still JSON).
    for (const entry of entries) console.log(printable(JSON.stringify(entry)));
  } else {
    const pointers = await readPointers(engine.storage);
    const live = Object.fromEntries(
      POINTER_APPS.map((app) => [app, pointers[app]?.current ?? null]),
    );
    console.log(`${printable(engine.storage.description)}\n\n${ledgerTable(entries, live)}`);
    console.log(await fieldFigures(pointers, entries, deployment.site));
  }
} catch (error) {
  console.error(`releases failed: ${failureOf(error)}`);
  process.exit(1);
}

/**
 * The field figures, or why there are none.
 * @param {import('../../deployment/index.mjs').Pointers} pointers
 * @param {import('../core/storage.mjs').LedgerEntry[]} entries @param {string} site
 */
async function fieldFigures(pointers, entries, site) {
  const where = typeof options.measure === 'string' ? options.measure : siteDatabase(site);
  if (typeof options.measure !== 'string' && !existsSync(where)) {
    return `field figures: none yet (no field measurement at ${where}; name one with --measure)`;
  }
  const store = await openStore(where);
  try {
    const rows = await fieldRows(store, pointers, entries);
    return `field figures (${printable(store.description)}):\n${fieldTable(rows)}\n`;
  } finally {
    await store.close();
  }
}
