// @ts-check
// The bucket side of release.mjs and rollback.mjs (`--publish TARGET`): the same checks
// as a local release, then publish.mjs. Imported only when publishing, so a local release
// never loads the AWS SDK.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentId } from '../files.mjs';
import { assertRealIdentity, isProduction } from '../production-guard.mjs';
import { publishedSiteConfig, readPointers } from './bucket-site.mjs';
import { bucketTargetOf, describeTarget } from './bucket-target.mjs';
import { publisherFor, publishRemote, publishShell, rollbackPublished } from './publish.mjs';

/**
 * @param {Record<string, string | boolean | undefined>} options
 * @param {import('../deployment.mjs').Deployment} deployment
 */
function publisherOf(options, deployment) {
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
    // The version of the shell that was built (its folder, or --source's copy of it).
    const manifest = join(dist, '..', 'package.json');
    const version = existsSync(manifest)
      ? JSON.parse(readFileSync(manifest, 'utf8')).version
      : '0.0.0';
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
 * What a publishing command says when it stops: one line, no stack, nothing of the
 * credentials (neither the SDK's errors nor ours carry them).
 * @param {unknown} error
 */
export function publishFailure(error) {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'CredentialsProviderError') {
    return 'no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary ones)';
  }
  return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
}
