// @ts-check
// The install scripts the repository allows, run after an install that ran none.
// `.npmrc` turns every install script off (`ignore-scripts=true`): npm's `allowScripts`
// policy does not cover workspaces, so without it `npm ci` would run any team's
// `postinstall` outside the walls with the caller's whole environment (issue 55). The
// dependencies package.json's `allowScripts` allows (`true`) are reviewed by name; this
// runs theirs alone, once per installed version (a marker in node_modules says which).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The dependencies whose install scripts the repository allows, with their installed
 * versions (absent when not installed on this platform: an optional package).
 * @param {string} root @returns {Record<string, string>}
 */
export function allowedInstalled(root) {
  /** @type {Record<string, unknown>} */
  const allowScripts = readJson(join(root, 'package.json')).allowScripts ?? {};
  /** @type {Record<string, string>} */
  const installed = {};
  for (const [name, allowed] of Object.entries(allowScripts)) {
    const manifest = join(root, 'node_modules', name, 'package.json');
    if (allowed === true && existsSync(manifest)) installed[name] = readJson(manifest).version;
  }
  return installed;
}

/**
 * Runs the allowed install scripts unless the marker says these versions already ran.
 * @param {{ root?: string, force?: boolean }} [options]
 */
export function runAllowedInstallScripts({ root = ROOT, force = false } = {}) {
  const installed = allowedInstalled(root);
  const names = Object.keys(installed);
  const marker = join(root, 'node_modules/.allowed-install-scripts.json');
  const done = existsSync(marker) ? readFileSync(marker, 'utf8') : '';
  const wanted = JSON.stringify(installed);
  if (names.length === 0 || (!force && done === wanted)) return [];
  execFileSync('npm', ['rebuild', ...names, '--ignore-scripts=false'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(marker, wanted);
  return names;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ran = runAllowedInstallScripts({ force: process.argv.includes('--force') });
  if (ran.length > 0) console.log(`install scripts run, as package.json allows: ${ran.join(', ')}`);
}
