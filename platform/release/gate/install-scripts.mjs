// @ts-check
// A part's own install scripts (issue 55): npm runs a workspace's lifecycle scripts at the
// root's install, outside the walls, with the caller's environment, and npm's allowScripts
// policy does not cover workspaces. `.npmrc` turns them off; the gate refuses a part that
// declares one anyway, so a change to `.npmrc` alone would not bring them back.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RefusedRelease } from '../core/refused.mjs';

/** The scripts `npm install` and `npm ci` run of a workspace of their own accord. */
export const INSTALL_LIFECYCLE = Object.freeze([
  'preinstall',
  'install',
  'postinstall',
  'prepublish',
  'preprepare',
  'prepare',
  'postprepare',
]);

/**
 * The install scripts a package.json declares, by name.
 * @param {string} folder a package's folder @returns {string[]}
 */
export function installScriptsOf(folder) {
  const manifest = join(folder, 'package.json');
  if (!existsSync(manifest)) return [];
  /** @type {{ scripts?: Record<string, unknown> }} */
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8'));
  return INSTALL_LIFECYCLE.filter((name) => scripts?.[name] !== undefined);
}

/**
 * Refuses a part whose package.json declares an install script.
 * @param {string} app @param {string} source the part's folder
 */
export function assertNoInstallScripts(app, source) {
  const declared = installScriptsOf(source);
  if (declared.length > 0) {
    throw new RefusedRelease(
      `${app}: its package.json declares ${declared.join(', ')}: no part runs a script at install (a build step belongs in its build)`,
    );
  }
}
