// @ts-check
// A team's render build is another team's code: the engine runs it in a child process
// with an empty environment (no credentials, no tokens), Node's permission model (reads
// of the folders it is given only; writes nowhere but a scratch folder) and a time limit.
// A render build that reads the environment finds nothing, one that writes outside its
// folder fails, one that never answers is stopped: the release is refused and recorded
// (decision 012).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RefusedRelease } from '../engine/refused.mjs';
import { connect } from './rpc.mjs';

/** How long a render build may take to start or to answer one call. */
const DEFAULT_TIMEOUT_MS = 60_000;

/** Node 20 calls the permission model experimental; 22.13 and later make it stable. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

/** The time limit: JAC_RENDER_TIMEOUT_MS overrides it (the tests' render build that hangs). */
export const renderTimeoutMs = () =>
  Number(process.env.JAC_RENDER_TIMEOUT_MS) > 0
    ? Number(process.env.JAC_RENDER_TIMEOUT_MS)
    : DEFAULT_TIMEOUT_MS;

/**
 * @typedef {object} Sandbox
 * @property {(method: string, ...args: unknown[]) => Promise<any>} call
 * @property {() => void} close
 */

/**
 * Starts `host` (a file of this folder) on `argument`, in a sandbox that may read `reads`.
 * @param {string} name what messages call it: "mf-contact's render build"
 * @param {'render-host.mjs' | 'composer-host.mjs'} host
 * @param {{ argument: string, reads: string[], handlers?: import('./rpc.mjs').Handlers, calls?: number }} options
 *   `calls`: how many time limits one call may take (the composer's waits on the remotes')
 * @returns {Promise<Sandbox>}
 */
export async function startSandbox(name, host, { argument, reads, handlers = {}, calls = 1 }) {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-sandbox-'));
  const timeoutMs = renderTimeoutMs() * calls;
  const child = fork(join(import.meta.dirname, host), [argument], {
    env: {},
    execArgv: [
      PERMISSION_FLAG,
      `--allow-fs-read=${import.meta.dirname}`,
      ...reads.map((path) => `--allow-fs-read=${path}`),
      `--allow-fs-write=${scratch}`,
      '--no-warnings',
    ],
    cwd: scratch,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const channel = connect(child, handlers);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    // Calls still waiting end now, not at their time limit.
    channel.fail(new RefusedRelease(`${name} was stopped`));
    child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  };
  /** @param {string} why */
  const failWith = (why) => {
    const error = new RefusedRelease(`${name} ${why}`);
    channel.fail(error);
    close();
    return error;
  };
  /** Rejects after the time limit unless `promise` settles first. @template T @param {Promise<T>} promise */
  const inTime = (promise) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const limit = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(failWith(`did not answer within ${timeoutMs / 1000} s: stopped`)),
        timeoutMs,
      );
    });
    return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
  };
  const exited = new Promise((_, reject) => {
    child.on('exit', (code, signal) => {
      if (!closed) reject(failWith(`stopped (${signal ?? `exit code ${code}`})`));
    });
    child.on('error', (error) => {
      if (!closed) reject(failWith(`could not run (${error.message})`));
    });
  });
  exited.catch(() => {});
  await inTime(
    Promise.race([
      new Promise((resolve) =>
        child.on(
          'message',
          (/** @type {any} */ message) => message?.type === 'ready' && resolve(undefined),
        ),
      ),
      exited,
    ]),
  );
  return {
    call: (method, ...args) =>
      inTime(Promise.race([channel.call(method, ...args), exited])).catch((error) => {
        throw error instanceof Error && error.message.startsWith(name)
          ? error
          : new RefusedRelease(
              `${name}: ${error instanceof Error ? error.message : String(error)}`,
            );
      }),
    close,
  };
}
