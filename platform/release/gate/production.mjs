// @ts-check
// A release to the real site must not publish stand-in business details, nor a part that
// cannot work there (an enquiry form without EmailJS ids). What each part needs is its
// own: its production.json, beside its package.json. Local, test and benchmark releases
// (every origin on loopback) are not checked.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from 'deployment';
import { patternProblem } from 'shared-types/schema-patterns.mjs';
import { loadEnv } from 'vite';
import { RefusedRelease } from '../core/refused.mjs';

/**
 * @typedef {object} ProductionNeeds a part's production.json
 * @property {{ names: string[], why: string }} [environment]
 *   build variables (VITE_…) that must be set, and what goes wrong without them
 * @property {Array<{ field: string, label: string, matches: string }>} [placeholders]
 *   site-config fields (dotted paths) whose stand-in value must be replaced, in the owner's words
 */

// localhost and its subdomains (a preview's host) are loopback too (RFC 6761).
const LOOPBACK = /^((.+\.)?localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Whether any origin of a targets file is served beyond this machine. */
/** @param {Record<string, string>} targets */
export function isProduction(targets) {
  return Object.values(targets).some((origin) => !LOOPBACK.test(new URL(origin).hostname));
}

export class NotReadyForProduction extends RefusedRelease {
  /** @override */
  name = 'NotReadyForProduction';
}

/**
 * What the part in `appDir` declares it needs to go live; nothing if it declares nothing.
 * @param {string} appDir @returns {ProductionNeeds}
 */
export function productionNeedsOf(appDir) {
  const file = join(appDir, 'production.json');
  return existsSync(file) ? readJson(file) : {};
}

/**
 * Throws, naming each variable, if the part's build in `mode` would lack one it needs.
 * @param {string} app @param {string} appDir @param {string} [mode]
 */
export function assertEnvironment(app, appDir, mode = 'production') {
  const { environment } = productionNeedsOf(appDir);
  if (!environment) return;
  const env = loadEnv(mode, appDir, '');
  const missing = environment.names.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  throw new NotReadyForProduction(
    `This release goes to a public address, but ${app}'s build has no ${missing.join(', ')}: ${environment.why}, then release again.`,
  );
}

/** @param {unknown} value @param {string} path a dotted path: 'address.street' */
const fieldOf = (value, path) =>
  path
    .split('.')
    .reduce(
      (/** @type {unknown} */ at, key) =>
        at && typeof at === 'object' ? /** @type {Record<string, unknown>} */ (at)[key] : undefined,
      value,
    );

/**
 * Throws, naming each one, if `siteConfig` still holds a placeholder the shell declares.
 * @param {ProductionNeeds} needs the shell's @param {unknown} siteConfig
 */
export function assertNoPlaceholders(needs, siteConfig) {
  const left = (needs.placeholders ?? [])
    .filter(({ field, matches }) => {
      const value = fieldOf(siteConfig, field);
      if (typeof value !== 'string') return false;
      // The shell's own pattern, compiled in the composer's job: only one that cannot backtrack.
      const problem = typeof matches === 'string' ? patternProblem(matches) : 'is no pattern';
      if (problem) {
        throw new RefusedRelease(
          `shell's production.json: the placeholder pattern of ${field} ${problem}`,
        );
      }
      return new RegExp(matches, 'i').test(value.slice(0, 1000));
    })
    .map(({ label }) => label);
  if (left.length === 0) return;
  throw new NotReadyForProduction(
    `This release goes to a public address, but apps/shell/content/business.json (the editor's Business details) still holds the placeholder ${left.join(', ')}. Put in the business's real details (docs/going-live.md), then release again.`,
  );
}
