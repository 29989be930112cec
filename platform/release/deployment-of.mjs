// @ts-check
// One deployment, from the options that name it (a command's, or an operation's): where
// its files go (the folder deploy/site by default, or a bucket with --publish) and where
// each app is served from (a targets file, or the local ports of composition.json).
import { join, resolve } from 'node:path';
import { localTargets, ROOT } from 'composition';
import { readJson } from 'deployment';
import { integerOption } from './core/options.mjs';
import { bucketTargetOf } from './storage/bucket-target.mjs';
import { folderStorage } from './storage/folder-storage.mjs';

/**
 * @import { Storage } from './core/storage.mjs'
 * @import { BucketTarget, Deployment, Targets } from './core/targets.mjs'
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
  /** @type {Targets & { publish?: Record<string, BucketTarget> }} */
  const { publish: buckets = {}, ...targets } =
    typeof options.targets === 'string'
      ? readJson(resolve(options.targets))
      : localTargets(
          integerOption(options['shell-port'], 'shell-port', {
            min: 1024,
            max: 65_000,
            usage:
              '--shell-port N: serve the shell on port N, the other apps on the ports after it',
          }),
        );
  return { site, targets: /** @type {Targets} */ (targets), buckets };
}

/**
 * The storage a command works on: the site folder, or with --publish the bucket. The
 * AWS SDK is loaded only then.
 * @param {Record<string, string | boolean | undefined>} options @param {Deployment} deployment
 * @returns {Promise<Storage>}
 */
export async function storageOf(options, deployment) {
  if (typeof options.publish !== 'string') return folderStorage(deployment.site);
  const target = bucketTargetOf(options, deployment.buckets);
  const { bucketStorage } = await import('./storage/bucket-storage.mjs');
  return bucketStorage(target);
}
