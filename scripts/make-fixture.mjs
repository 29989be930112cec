#!/usr/bin/env node
// Makes a copy of one app with an edit applied, as its team or the owner would make it,
// for the tests of independent releases. Usage:
//   node scripts/make-fixture.mjs <fixture-dir> [--build]
// <fixture-dir>/fixture.json: { "app": "mf-services", "copy": { "<file in fixture dir>":
// "<path in app>" }, "set": [{ "file": "<JSON file in app>", "path": "en.tagline", "value":
// ... }], "replace": [{ "file": "<path in app>", "from": "...", "to": "..." }] }
// `set` is for content: it writes a field whatever the owner has put there since, so a
// fixture keeps working after the owner's edits; `replace` is for code.
// The copy is made at .fixture-<fixture name>/ beside the workspace it copies (apps/ or
// packages/), so its relative imports and node_modules resolve as the workspace's own do;
// its path is printed.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const { positionals, values } = parseArgs({
  options: { build: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [fixtureArg] = positionals;
if (!fixtureArg) {
  console.error('usage: make-fixture.mjs <fixture-dir> [--build]');
  process.exit(2);
}
const fixtureDir = resolve(fixtureArg);
const fixture = JSON.parse(readFileSync(join(fixtureDir, 'fixture.json'), 'utf8'));
/** The workspace named `app` (its package name), by the root's package.json. */
const folderOf = (/** @type {string} */ app) =>
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.find(
    (/** @type {string} */ folder) =>
      JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name === app,
  );
const source = folderOf(fixture.app);
if (!source) throw new Error(`${fixture.app} is no workspace`);
const copy = join(root, dirname(source), `.fixture-${basename(fixtureDir)}`);

rmSync(copy, { recursive: true, force: true });
cpSync(join(root, source), copy, {
  recursive: true,
  filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
});
for (const [from, to] of Object.entries(fixture.copy ?? {})) {
  cpSync(join(fixtureDir, from), join(copy, to));
}
for (const { file, path: fieldPath, value } of fixture.set ?? []) {
  const path = join(copy, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  const keys = fieldPath.split('.');
  const last = keys.pop();
  const parent = keys.reduce((at, key) => at?.[key], json);
  if (!parent || !(last in parent)) throw new Error(`${file} has no field ${fieldPath}`);
  parent[last] = value;
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}
for (const { file, from, to } of fixture.replace ?? []) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(path, text.replace(from, to));
}
if (values.build) {
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: copy,
    stdio: 'inherit',
  });
}
console.log(copy);
