#!/usr/bin/env node
// @ts-check
// `npm run lint:workflows`: every workflow through action-validator. Its 0.6.0 (the newest
// on npm) bundles a schema that predates GitHub's `attestations` permission (2024), which
// the jobs that attest a build need: each file is validated with those lines alone taken
// out, and they are held here instead, to exactly `attestations: write` in a permissions
// block. The tests in scripts/workflows/ say which jobs hold it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDER = fileURLToPath(new URL('../.github/workflows/', import.meta.url));
const PERMISSION = /^( +)attestations: write\n/gm;

/**
 * The file without its attestations permissions, or why one is not as allowed.
 * @param {string} text @returns {{ text: string, wrong: string[] }}
 */
export function withoutAttestations(text) {
  const wrong = text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => /\battestations\s*:/.test(line) && !/^ +attestations: write$/.test(line))
    .map(({ line, number }) => `line ${number}: ${line.trim()}`);
  for (const match of text.matchAll(PERMISSION)) {
    // The block it is in: the first line above it that is indented less.
    const indent = match[1]?.length ?? 0;
    const parent = text
      .slice(0, match.index)
      .split('\n')
      .reverse()
      .find((line) => line.trim() !== '' && line.search(/\S/) < indent);
    if (parent?.trim() !== 'permissions:') wrong.push('attestations: write outside permissions');
  }
  return { text: text.replace(PERMISSION, ''), wrong };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-workflows-'));
  let failed = false;
  try {
    for (const file of readdirSync(FOLDER)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()) {
      const { text, wrong } = withoutAttestations(readFileSync(join(FOLDER, file), 'utf8'));
      for (const line of wrong) console.error(`in .github/workflows/${file}: ${line}`);
      writeFileSync(join(scratch, file), text);
      const checked = spawnSync('action-validator', [join(scratch, file)], { stdio: 'inherit' });
      if (checked.status !== 0 || wrong.length > 0) {
        console.error(`in .github/workflows/${file}`);
        failed = true;
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}
