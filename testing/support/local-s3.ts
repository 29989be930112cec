import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from './child-process';
import { waitForPort } from './private-site';

/** The credentials publishing uses against it: the secret must never appear in any output. */
export const S3_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'never-printed-5b1e7c0d9a',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/**
 * An S3-compatible server (scripts/s3-test-server.mjs: s3rver) on loopback with one
 * bucket, its data in a temporary folder: started and stopped by the tests, leaving
 * nothing behind.
 * `corsOrigin`: the bucket's CORS rule, as docs/publishing.md asks of the remotes' buckets.
 */
export class LocalS3 {
  private server?: ChildProcess;
  private dir = '';

  constructor(
    readonly port: number,
    readonly bucket: string,
    private readonly corsOrigin: string,
  ) {}

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.dir = mkdtempSync(join(tmpdir(), 'jac-s3-'));
    this.server = spawn(
      process.execPath,
      ['scripts/s3-test-server.mjs', this.dir, String(this.port), this.bucket, this.corsOrigin],
      { stdio: 'ignore' },
    );
    await waitForPort(this.port);
  }

  async stop(): Promise<void> {
    await stopProcess(this.server, 'SIGTERM');
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  /** The requests it has answered so far, one line each ("PUT /site/key", "+cookie"). */
  requests(): string[] {
    return readFileSync(join(this.dir, 'requests.log'), 'utf8').split('\n').filter(Boolean);
  }

  /** The keys written and removed (PUT, DELETE, POST) from request `since` on. */
  writesSince(since: number): string[] {
    return this.requests()
      .slice(since)
      .filter((line) => /^(PUT|DELETE|POST) /.test(line));
  }

  /** An object's URL, path-style: what a CDN's origin requests. */
  url(key: string): string {
    return `${this.endpoint}/${this.bucket}/${key}`;
  }
}
