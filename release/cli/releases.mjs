#!/usr/bin/env node
// @ts-check
// `npm run releases`: the ledger of the deployment (every release, rollback, prune,
// preview, smoke run, promotion and refusal) as a table, and the live release of each
// app. A rollback takes an id from it: `npm run rollback -w mf-services -- --to ID`.
// Options: --site DIR, --publish TARGET …, --json (the entries as JSON lines). Nothing a
// team wrote reaches the terminal with its control characters (ledger.mjs, printable.mjs).
import { ledgerTable } from '../engine/ledger.mjs';
import { POINTER_APPS, readPointers } from '../engine/pointers.mjs';
import { printable } from '../engine/printable.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { engineOf, failureOf } from './engine-of.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { json: { type: 'boolean' }, ...PUBLISH_OPTIONS },
  'releases.mjs [--site DIR] [--publish TARGET …] [--json]',
);
try {
  const { engine } = await engineOf(options);
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
  }
} catch (error) {
  console.error(`releases failed: ${failureOf(error)}`);
  process.exit(1);
}
