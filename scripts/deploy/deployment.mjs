// @ts-check
// One deployment: the site folder its files go to (deploy/site by default) and where
// each app is served from (a targets file, or the local ports of composition.json), and
// the buckets a targets file names for publishing.
import { join, resolve } from 'node:path';
import { localTargets, ROOT } from '../composition.mjs';
import { readJson } from './files.mjs';

/**
 * @typedef {{ shell: string } & Record<string, string>} Targets origin of the shell and of each remote, by federation name
 * @typedef {{ endpoint?: string, bucket: string, prefix?: string, region?: string }} BucketTarget
 *   an S3-compatible bucket (and prefix) a release can be published to
 * @typedef {{ site: string, targets: Targets, buckets: Record<string, BucketTarget> }} Deployment
 */

/**
 * `--site DIR`, `--targets FILE` (relative to where the command runs; absolute as they
 * are), or `--shell-port N`: the local ports shifted so the shell is on N.
 * @param {Record<string, string | boolean | undefined>} options
 * @returns {Deployment}
 */
export function deploymentOf(options) {
  const site = typeof options.site === 'string' ? resolve(options.site) : join(ROOT, 'deploy/site');
  // A targets file may also name buckets to publish to, under "publish".
  const { publish: buckets = {}, ...targets } =
    typeof options.targets === 'string'
      ? readJson(resolve(options.targets))
      : localTargets(options['shell-port'] ? Number(options['shell-port']) : undefined);
  return { site, targets: /** @type {Targets} */ (targets), buckets };
}
