// @ts-check
// The bucket side of release.mjs and rollback.mjs (`--publish TARGET`): the same checks
// as a local release, then publish.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../composition.mjs';
import { contentId } from '../files.mjs';
import { assertRealIdentity, isProduction } from '../production-guard.mjs';
import { publishedSiteConfig, readPointers } from './bucket-site.mjs';
import { BadBucketTarget, bucketTargetOf, describeTarget } from './bucket-target.mjs';
import {
  NothingToRollBackTo,
  publisherFor,
  publishRemote,
  publishShell,
  rollbackPublished,
} from './publish.mjs';

/**
 * @param {Record<string, string | boolean | undefined>} options
 * @param {import('../deployment.mjs').Deployment} deployment
 */
export function publisherOf(options, deployment) {
  const target = bucketTargetOf(options, deployment.buckets);
  return { target, publisher: publisherFor(target, deployment.targets) };
}

/**
 * @param {Record<string, string | boolean | undefined>} options
 * @param {import('../deployment.mjs').Deployment} deployment
 * @param {string} app @param {string} dist @param {string} renderDist
 */
export async function releaseToBucket(options, deployment, app, dist, renderDist) {
  const { target, publisher } = publisherOf(options, deployment);
  const id = contentId(dist, renderDist);
  const production = isProduction(deployment.targets);
  if (app === 'shell') {
    const { siteConfig } = await import(pathToFileURL(join(renderDist, 'prerender.mjs')).href);
    if (production) assertRealIdentity(siteConfig);
    const { version } = JSON.parse(readFileSync(join(ROOT, 'shell/package.json'), 'utf8'));
    await publishShell(publisher, {
      id,
      dist,
      renderDist,
      siteConfig,
      info: { version, contract: 'shell' },
    });
    console.log(`published shell ${version} as ${id} to ${describeTarget(target)}`);
    return;
  }
  if (production) {
    const siteConfig = await publishedSiteConfig(
      publisher.bucket,
      await readPointers(publisher.bucket),
    );
    if (siteConfig) assertRealIdentity(siteConfig);
  }
  const info = await publishRemote(publisher, { app, id, dist, renderDist });
  console.log(
    `published ${app} ${info.version} (contract ${info.contract}) as ${id} to ${describeTarget(target)}`,
  );
}

/**
 * @param {Record<string, string | boolean | undefined>} options
 * @param {import('../deployment.mjs').Deployment} deployment
 * @param {string} app @param {string} [to]
 */
export async function rollbackInBucket(options, deployment, app, to) {
  const { target, publisher } = publisherOf(options, deployment);
  const release = await rollbackPublished(publisher, app, to);
  console.log(
    `${app} rolled back to ${release.id} (${release.version}, released ${release.releasedAt}) in ${describeTarget(target)}`,
  );
}

/**
 * What a publishing command says when it cannot go on, in one line, with no stack and
 * nothing of the credentials; undefined for errors that are bugs.
 * @param {unknown} error
 */
export function publishFailure(error) {
  if (error instanceof BadBucketTarget || error instanceof NothingToRollBackTo) {
    return error.message;
  }
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'CredentialsProviderError') {
    return 'no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary ones)';
  }
  // Errors from the bucket (S3 error codes) or from reaching it.
  const code = /** @type {{ $metadata?: object, code?: string }} */ (error);
  if (code.$metadata || code.code === 'ECONNREFUSED' || error.name === 'TimeoutError') {
    return `the bucket answered ${error.name}: ${error.message}`;
  }
  return undefined;
}
