// @ts-check
// One deployment: the site folder its files go to (deploy/site by default) and where
// each app is served from (a targets file, or the local ports of composition.json).
import { join, resolve } from 'node:path';
import { localTargets, ROOT } from '../composition.mjs';
import { readJson } from './files.mjs';

/**
 * @typedef {{ shell: string } & Record<string, string>} Targets origin of the shell and of each remote, by federation name
 * @typedef {{ site: string, targets: Targets }} Deployment
 */

/**
 * `--site DIR`, `--targets FILE` (relative to where the command runs; absolute as they
 * are), or `--shell-port N`: the local ports shifted so the shell is on N.
 * @param {Record<string, string | boolean | undefined>} options
 * @returns {Deployment}
 */
export function deploymentOf(options) {
  const site = typeof options.site === 'string' ? resolve(options.site) : join(ROOT, 'deploy/site');
  const targets =
    typeof options.targets === 'string'
      ? readJson(resolve(options.targets))
      : localTargets(options['shell-port'] ? Number(options['shell-port']) : undefined);
  return { site, targets };
}
