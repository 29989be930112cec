// @ts-check
// A deployment in an S3-compatible bucket (below a prefix), through the AWS SDK v3: the
// storage a CDN serves (decision 007). Every object is written whole, with its
// Content-Type and Cache-Control; the ledger is one object per entry, so concurrent
// writers never overwrite each other's.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import {
  cacheControlOf,
  contained,
  contentTypeOf,
  filesBelow,
  fingerprintOf,
  parseJson,
} from 'deployment';
import { StaleWrite } from '../core/storage.mjs';
import { withBucketLock } from './bucket-lock.mjs';
import { describeTarget } from './bucket-target.mjs';
import { checkedKey } from './files.mjs';
import { inParallel } from './parallel.mjs';

/**
 * @import { LedgerEntry, Storage, Versioned } from '../core/storage.mjs'
 * @import { ResolvedBucketTarget } from './bucket-target.mjs'
 */

/** A conditional write S3 refused: the object is not as the condition said. */
const isPreconditionFailed = (/** @type {any} */ error) =>
  error?.$metadata?.httpStatusCode === 412 ||
  error?.$metadata?.httpStatusCode === 409 ||
  error?.name === 'PreconditionFailed' ||
  error?.name === 'ConditionalRequestConflict' ||
  // If-Match on an object that is gone.
  error instanceof NoSuchKey ||
  error?.$metadata?.httpStatusCode === 404;

/**
 * A key of a release's own, immutable folders, or its provenance: written once, never over
 * (S3's If-None-Match: *), so that a bucket policy can require it of a team's role and no
 * role rewrites a file the composer verified (decision 027).
 * @param {string} path
 */
const writeOnce = (path) =>
  /^(?:[^/]+\/releases|renderers\/[^/]+|provenance\/[^/]+)\/[^/]+(?:\/|\.json$)/.test(path);

class Bucket {
  /** @param {ResolvedBucketTarget} target */
  constructor(target) {
    this.target = target;
    this.client = new S3Client({
      region: target.region,
      endpoint: target.endpoint,
      // MinIO, s3rver and most S3-compatible stores address buckets by path.
      forcePathStyle: Boolean(target.endpoint),
      // Checksums only where S3 requires them: S3-compatible stores differ in the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Only the standard environment variables, never a profile or instance role found
      // on the machine: a release publishes as the identity its CI was given.
      credentials: fromEnv(),
      // A stalled connection fails (and is retried) instead of holding a CI job forever.
      requestHandler: {
        connectionTimeout: 5_000,
        requestTimeout: 30_000,
        socketTimeout: 30_000,
        throwOnRequestTimeout: true,
      },
    });
  }

  /** @param {string} path relative to the prefix */
  key(path) {
    // Every key stays below the prefix, whatever a caller passes.
    checkedKey(path);
    return this.target.prefix ? `${this.target.prefix}/${path}` : path;
  }

  /**
   * Every object below `folder` ('' for the whole prefix), by path relative to it, with its ETag.
   * @param {string} folder @returns {Promise<Map<string, string>>}
   */
  async list(folder) {
    checkedKey(folder);
    const below = folder === '' || folder.endsWith('/') ? folder : `${folder}/`;
    const prefix = this.target.prefix ? `${this.target.prefix}/${below}` : below;
    /** @type {Map<string, string>} */
    const objects = new Map();
    /** @type {string | undefined} */
    let token;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.target.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) objects.set(object.Key.slice(prefix.length), object.ETag ?? '');
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  /** @param {string} path @returns {Promise<Buffer | null>} null when there is no such object */
  async get(path) {
    return (await this.getVersioned(path)).body;
  }

  /**
   * An object with its ETag, the version a conditional write compares with.
   * @param {string} path @returns {Promise<Versioned>}
   */
  async getVersioned(path) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.target.bucket, Key: this.key(path) }),
      );
      const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { body, version: object.ETag ?? null };
    } catch (error) {
      if (error instanceof NoSuchKey) return { body: null, version: null };
      throw error;
    }
  }

  /**
   * @param {string} path @param {Buffer | string} body
   * @param {Record<string, string>} [metadata] sent as x-amz-meta-* headers
   * @param {{ IfMatch?: string, IfNoneMatch?: string }} [condition] S3's conditional write
   */
  async put(path, body, metadata, condition = writeOnce(path) ? { IfNoneMatch: '*' } : {}) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.target.bucket,
        Key: this.key(path),
        Body: typeof body === 'string' ? Buffer.from(body) : body,
        ContentType: contentTypeOf(path),
        CacheControl: cacheControlOf(`/${path}`),
        Metadata: metadata,
        ...condition,
      }),
    );
  }

  /**
   * Writes `path` only if it is still at `version` (null: only if there is none): false,
   * and nothing written, when S3 refuses the condition.
   * @param {string} path @param {Buffer | string} body @param {string | null} version
   */
  async putIfUnchanged(path, body, version) {
    try {
      await this.put(path, body, undefined, version ? { IfMatch: version } : { IfNoneMatch: '*' });
      return true;
    } catch (error) {
      if (isPreconditionFailed(error)) return false;
      throw error;
    }
  }

  /** Removes `path` only if it is still at `version`. @param {string} path @param {string} version */
  async removeIfUnchanged(path, version) {
    try {
      await this.client.send(
        new DeleteObjectCommand({
          Bucket: this.target.bucket,
          Key: this.key(path),
          IfMatch: version,
        }),
      );
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
    }
  }

  /** @param {string[]} paths */
  async remove(paths) {
    for (let start = 0; start < paths.length; start += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.target.bucket,
          Delete: {
            Objects: paths.slice(start, start + 1000).map((path) => ({ Key: this.key(path) })),
          },
        }),
      );
    }
  }

  /**
   * Uploads the files of a local folder below `folder`, skipping every one the bucket
   * already holds with the same content.
   * @param {string} dir @param {string} folder
   * @param {(file: string) => boolean} [include]
   * @returns {Promise<{ uploaded: number, present: number }>}
   */
  async upload(dir, folder, include = () => true) {
    const existing = await this.list(folder);
    const files = filesBelow(dir).filter(include);
    const missing = files.filter(
      (file) => existing.get(file) !== fingerprintOf(readFileSync(join(dir, file))),
    );
    await inParallel(missing, (file) =>
      this.put(`${folder}/${file}`, readFileSync(join(dir, file))),
    );
    return { uploaded: missing.length, present: files.length - missing.length };
  }

  /** Copies every object below `folder` into the local folder `dir`. @param {string} folder @param {string} dir */
  async download(folder, dir) {
    const objects = [...(await this.list(folder)).keys()];
    if (objects.length === 0) throw new Error(`the bucket holds nothing under ${this.key(folder)}`);
    await inParallel(objects, async (file) => {
      const body = await this.get(`${folder}/${file}`);
      if (!body) throw new Error(`${this.key(`${folder}/${file}`)} vanished while downloading`);
      // A key listed by the bucket is not trusted to stay inside the local folder.
      const local = contained(dir, file);
      mkdirSync(dirname(local), { recursive: true });
      writeFileSync(local, body);
    });
  }
}

/** Ledger entries sort by their key: the time, then a random tail against collisions. */
const ledgerKey = () =>
  `ledger/${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;

/**
 * @param {ResolvedBucketTarget} target
 * @returns {Storage}
 */
export function bucketStorage(target) {
  const bucket = new Bucket(target);
  return {
    description: describeTarget(target),
    read: (path) => bucket.get(path),
    write: (path, body, metadata) => bucket.put(path, body, metadata),
    list: (folder) => bucket.list(folder),
    remove: (paths) => bucket.remove(paths),
    async removeFolder(folder) {
      await bucket.remove(
        [...(await bucket.list(folder)).keys()].map((file) => `${folder}/${file}`),
      );
    },
    // An object is written whole or not at all: nothing is left half-written.
    leftovers: async () => [],
    putFolder: (dir, folder, include) => bucket.upload(dir, folder, include),
    async localFolder(folder, cache) {
      // Immutable folders only, downloaded once; a download that fails leaves none behind.
      const dir = contained(cache, folder);
      if (!existsSync(dir)) {
        const partial = `${dir}.partial`;
        rmSync(partial, { recursive: true, force: true });
        await bucket.download(folder, partial);
        renameSync(partial, dir);
      }
      return dir;
    },
    async appendLedger(entry) {
      // Never over another entry: the composer's policy allows ledger writes only so.
      await bucket.put(ledgerKey(), `${JSON.stringify(entry)}\n`, undefined, { IfNoneMatch: '*' });
    },
    async readLedger() {
      const keys = [...(await bucket.list('ledger')).keys()].sort();
      /** @type {LedgerEntry[]} */
      const entries = [];
      await inParallel(keys, async (key) => {
        const body = await bucket.get(`ledger/${key}`);
        // An entry that does not parse is not an entry (as a folder's cut-short line).
        try {
          if (body) entries.push(parseJson(body, `ledger/${key}`));
        } catch {}
      });
      return entries.sort((a, b) => a.at.localeCompare(b.at));
    },
    readVersioned: (path) => bucket.getVersioned(path),
    async writeIfUnchanged(path, body, version) {
      if (!(await bucket.putIfUnchanged(path, body, version))) {
        throw new StaleWrite(
          `${bucket.key(path)} changed since it was read (expected ${version ?? 'none'}): not overwritten`,
        );
      }
    },
    exclusively: (scope, task) => withBucketLock(bucket, scope, task),
  };
}
