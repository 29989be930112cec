#!/usr/bin/env node
// @ts-check
// CI's keyless composing job (decision 027): the pages of each composition a plan named
// (`<command> --plan-compositions DIR`, in a job with the composer's or the drafts' key),
// composed behind the walls from the plan's copies of the live releases, with no storage,
// no ledger and no credential. The job that holds the key takes them as data
// (`<command> --composed OUT`).
//   compose-planned.mjs --plan DIR --out DIR [--targets FILE] [--shell-port N] [--trust-local-builds]
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { printableLines } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { composePlan } from '../operations.mjs';
import { trustLocalBuilds } from '../sandbox/walls-present.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const usage =
  'compose-planned.mjs --plan DIR --out DIR [--targets FILE] [--shell-port N] [--trust-local-builds]';
const { options } = parseCommandLine(
  process.argv.slice(2),
  {
    plan: { type: 'string' },
    out: { type: 'string' },
    targets: { type: 'string' },
    'shell-port': { type: 'string' },
  },
  usage,
);
const plan = typeof options.plan === 'string' ? resolve(options.plan) : '';
const out = typeof options.out === 'string' ? resolve(options.out) : '';
if (!plan || !existsSync(plan) || !out || (existsSync(out) && readdirSync(out).length > 0)) {
  console.error(`--plan names a plan's folder, --out a new or empty folder\nusage: ${usage}`);
  process.exit(2);
}
if (options['trust-local-builds']) trustLocalBuilds();
try {
  const index = await composePlan(options, { plan, out }, (line) => console.error(line));
  console.error(`${index.length} compositions made into ${out}`);
} catch (error) {
  const why = error instanceof RefusedRelease ? printableLines(error.message) : failureOf(error);
  console.error(`compose refused: ${why}`);
  process.exit(1);
}
