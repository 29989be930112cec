#!/usr/bin/env node
// @ts-check
// CI's render job: builds one part behind the walls, as `release` would, and nothing
// else (no storage, no ledger, no credential in the job): `build.mjs <app> --out DIR`
// leaves DIR/dist and DIR/dist-render (and the shell's site-config.json, its business
// details asked of its render build here), outside the checkout, for the artifact that
// the job with the team's key releases with `release <app> --from-build DIR`.
//   build.mjs <app> --out DIR [--mode MODE] [--trust-local-builds]
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appFolder } from 'composition';
import { printableLines } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { SITE_CONFIG_FILE } from '../gate/build-output.mjs';
import { buildPart, manifestOfBuild } from '../operations.mjs';
import { MANIFEST_FILE, manifestBytes } from '../provenance/manifest.mjs';
import { trustLocalBuilds } from '../sandbox/walls-present.mjs';
import { appArgument, parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const usage = 'build.mjs <app> --out DIR [--mode MODE] [--trust-local-builds]';
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  { out: { type: 'string' }, mode: { type: 'string' } },
  usage,
);
const app = appArgument(positionals[0], usage);
const out = typeof options.out === 'string' ? resolve(options.out) : '';
if (!out || (existsSync(out) && readdirSync(out).length > 0)) {
  console.error(`--out names a new or empty folder\nusage: ${usage}`);
  process.exit(2);
}
if (options['trust-local-builds']) trustLocalBuilds();
try {
  const source = appFolder(app);
  const built = await buildPart({
    app,
    source,
    mode: typeof options.mode === 'string' ? options.mode : undefined,
  });
  mkdirSync(out, { recursive: true });
  // What the engine wrote from the build's checked stream: plain files alone.
  for (const folder of ['dist', 'dist-render']) {
    cpSync(join(source, folder), join(out, folder), { recursive: true });
  }
  // The shell's business details, asked of its render build behind the walls: data.
  if (built) writeFileSync(join(out, SITE_CONFIG_FILE), `${JSON.stringify(built.siteConfig)}\n`);
  // What the release will be, file by file: the job that attests hashes this alone.
  const manifest = await manifestOfBuild({ app, source, built: out });
  writeFileSync(join(out, MANIFEST_FILE), manifestBytes(manifest));
  console.error(`built ${app} into ${out}`);
} catch (error) {
  const why = error instanceof RefusedRelease ? printableLines(error.message) : failureOf(error);
  console.error(`build refused: ${why}`);
  process.exit(1);
}
