// @ts-check
// Which bucket a release is published to: `--publish NAME` (an entry under "publish" in
// the targets file) or `--publish s3://BUCKET/PREFIX`, completed or overridden by
// --endpoint, --region, --bucket and --prefix. Credentials are not part of it: the AWS
// SDK reads them from the standard environment variables.

/** @import { BucketTarget } from '../core/targets.mjs' */

/**
 * @typedef {{ endpoint?: string, bucket: string, prefix: string, region: string }} ResolvedBucketTarget
 */

/** The command-line options of a publishing release or rollback. */
export const PUBLISH_OPTIONS = /** @type {const} */ ({
  publish: { type: 'string' },
  endpoint: { type: 'string' },
  region: { type: 'string' },
  bucket: { type: 'string' },
  prefix: { type: 'string' },
});

/**
 * @param {Record<string, string | boolean | undefined>} options
 * @param {Record<string, BucketTarget>} named the targets file's "publish"
 * @returns {ResolvedBucketTarget}
 */
export function bucketTargetOf(options, named) {
  const name = String(options.publish);
  /** @type {Partial<BucketTarget>} */
  let base = {};
  if (name.startsWith('s3://')) {
    const [bucket = '', ...prefix] = name.slice('s3://'.length).split('/');
    base = { bucket, prefix: prefix.join('/') };
  } else if (named[name]) {
    base = named[name];
  } else {
    const known = Object.keys(named);
    throw new Error(
      `no publish target "${name}": name one of the targets file's "publish" entries (${known.length ? known.join(', ') : 'it has none'}) or give s3://BUCKET/PREFIX`,
    );
  }
  /** @param {string} flag */
  const flag = (flag) => (typeof options[flag] === 'string' ? options[flag] : undefined);
  const bucket = flag('bucket') ?? base.bucket;
  if (!bucket) throw new Error(`publish target "${name}" names no bucket`);
  const endpoint = flag('endpoint') ?? base.endpoint;
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new Error(`endpoint "${endpoint}" is not an http(s) URL`);
  }
  return {
    endpoint,
    bucket,
    prefix: (flag('prefix') ?? base.prefix ?? '').replace(/^\/+|\/+$/g, ''),
    region: flag('region') ?? base.region ?? process.env.AWS_REGION ?? 'us-east-1',
  };
}

/** @param {ResolvedBucketTarget} target */
export const describeTarget = ({ bucket, prefix, endpoint }) =>
  `s3://${bucket}/${prefix}${endpoint ? ` at ${endpoint}` : ''}`;
