// @ts-check
// A bucket on loopback for the engine's unit tests: scripts/s3-test-server.mjs (s3rver,
// with S3's conditional writes added) in a temporary folder, and a storage on it. Not
// used outside tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { freePort } from 'test-tools/free-port.mjs';
import { bucketStorage } from '../storage/bucket-storage.mjs';

/** Starts a local bucket; `stop()` ends its server and removes its folder. */
export async function startLocalBucket() {
  const dir = mkdtempSync(join(tmpdir(), 'jac-bucket-'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(ROOT, 'scripts/s3-test-server.mjs'), dir, String(port), 'site', 'http://localhost'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk) => String(chunk).includes('s3rver on') && resolve(undefined));
    server.once('exit', (code) => reject(new Error(`s3-test-server exited (${code})`)));
  });
  // s3rver's access key; any secret.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
  const target = {
    bucket: 'site',
    prefix: 'test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
  };
  return {
    storage: bucketStorage(target),
    stop() {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
