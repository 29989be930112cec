// @ts-check
// Where a deployment's apps are served and where it may be published, as the engine is
// told them (deployment-of.mjs reads them from a targets file or composition.json's
// ports): types alone, which every floor of the engine may name.

/**
 * @typedef {{ shell: string, previews?: string } & Record<string, string>} Targets
 *   origin of the shell and of each remote, by federation name, and of the previews
 * @typedef {{ endpoint?: string, bucket: string, prefix?: string, region?: string }} BucketTarget
 *   an S3-compatible bucket (and prefix) a release can be published to
 * @typedef {{ site: string, targets: Targets, buckets: Record<string, BucketTarget> }} Deployment
 */
