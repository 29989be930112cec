// @ts-check
// Foreign code (a team's render build, the live shell's composer) runs in a process of
// its own behind the operating system's walls (bubblewrap.mjs), with Node's permission
// model inside as a second wall (reads of its folders only, writes to its scratch /tmp
// only). The engine and the sandbox talk over one socket, in frames the engine counts
// (frames.mjs); what the sandbox prints is captured and labelled (output.mjs), never
// parsed. A sandbox that never answers, answers out of turn, sends too much or dies is
// stopped, and the release is refused and recorded (decisions 012 and 016).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printable } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { nodeFolder, systemLinks, walledCommand } from './bubblewrap.mjs';
import { framedChannel } from './frames.mjs';
import { labelledOutput } from './output.mjs';
import { connect } from './rpc.mjs';
import { assertForeignCodeAllowed, assertWalls, wallsTrusted } from './walls-present.mjs';

/**
 * @import { ChildProcess } from 'node:child_process'
 * @import { Duplex } from 'node:stream'
 * @import { Handlers } from './rpc.mjs'
 */

/** How long a render build may take to start or to answer one call. */
const DEFAULT_TIMEOUT_MS = 60_000;

/** What one sandbox may use. */
export const LIMITS = {
  /** The largest message, e.g. every page of a part in one language. */
  frameBytes: 32 * 1024 * 1024,
  /** All it may send over its life. */
  totalBytes: 128 * 1024 * 1024,
  /** Its V8 heap, and its whole data segment. */
  heapMegabytes: 512,
  memoryBytes: 1024 * 1024 * 1024,
  cpuSeconds: 120,
  scratchBytes: 16 * 1024 * 1024,
  /** How long one may live, idle between calls included (a pooled one lives a release). */
  lifetimeMs: 10 * 60 * 1000,
};

/** Inside the walls: the one folder Node's permission model lets it write, on the walls' /tmp. */
const SCRATCH = '/tmp/scratch';

/** Node's permission model, stable since 22.13 (package.json's engines asks for 24). */
const PERMISSION_FLAG = '--permission';

/** A sandbox's lifetime: the render timeout's tenfold when the tests shorten it. */
const LIFETIME_MS = () => Math.min(LIMITS.lifetimeMs, renderTimeoutMs() * 10);

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
 * The command that runs `host` on `argument`: Node behind the walls, or, on a developer's
 * machine that said --trust-local-builds, Node alone with its permission model and a
 * scratch folder of its own as its /tmp.
 * @param {string} host @param {string} argument @param {string[]} reads
 * @returns {Promise<{ command: string[], scratch?: string }>}
 */
async function hostCommand(host, argument, reads) {
  assertForeignCodeAllowed(`${host} ${argument}`);
  const scratch = wallsTrusted() ? mkdtempSync(join(tmpdir(), 'jac-sandbox-')) : SCRATCH;
  const node = [
    process.execPath,
    PERMISSION_FLAG,
    `--allow-fs-read=${import.meta.dirname}`,
    ...reads.map((path) => `--allow-fs-read=${path}`),
    `--allow-fs-write=${scratch}`,
    `--max-old-space-size=${LIMITS.heapMegabytes}`,
    '--no-warnings',
    join(import.meta.dirname, host),
    argument,
  ];
  if (wallsTrusted()) return { command: node, scratch };
  await assertWalls();
  const command = walledCommand(
    node,
    {
      reads: [import.meta.dirname, ...nodeFolder(), ...reads],
      memoryBytes: LIMITS.memoryBytes,
      cpuSeconds: LIMITS.cpuSeconds,
      scratchBytes: LIMITS.scratchBytes,
      cwd: SCRATCH,
    },
    await systemLinks(),
  );
  return { command };
}

/**
 * Starts `host` (a file of this folder) on `argument`, in a sandbox that may read `reads`.
 * @param {string} name what messages call it: "mf-contact's render build"
 * @param {'render-host.mjs' | 'composer-host.mjs' | 'probe-host.mjs'} host
 * @param {{ argument: string, reads: string[], handlers?: Handlers, calls?: number, log?: (line: string) => void }} options
 *   `calls`: how many time limits one call may take (the composer's waits on the remotes');
 *   `log`: where its labelled output goes
 * @returns {Promise<Sandbox>}
 */
export async function startSandbox(
  name,
  host,
  { argument, reads, handlers = {}, calls = 1, log = (line) => console.error(line) },
) {
  const timeoutMs = renderTimeoutMs() * calls;
  const { command, scratch } = await hostCommand(host, argument, reads);
  const [program = '', ...args] = command;
  /** @type {ChildProcess} */
  const child = spawn(program, args, {
    env: {},
    cwd: scratch ?? '/',
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const output = labelledOutput(name, log);
  child.stdout?.on('data', output.write);
  child.stderr?.on('data', output.write);
  let closed = false;
  const lifetime = setTimeout(
    () => failWith(`lived longer than ${LIMITS.lifetimeMs / 60_000} minutes: stopped`),
    LIFETIME_MS(),
  );
  lifetime.unref();
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(lifetime);
    // Calls still waiting end now, not at their time limit.
    rpc.fail(new RefusedRelease(`${name} was stopped`));
    frames.stop();
    child.kill('SIGKILL');
    output.end();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  /** @param {string} why */
  const failWith = (why) => {
    const error = new RefusedRelease(`${name} ${why}`);
    if (!closed) {
      failed = error;
      rpc.fail(error);
      close();
    }
    return error;
  };
  /** @type {RefusedRelease | undefined} the first reason it was stopped */
  let failed;
  const socket = /** @type {Duplex} */ (child.stdio[3]);
  const frames = framedChannel(socket, {
    frameBytes: LIMITS.frameBytes,
    totalBytes: LIMITS.totalBytes,
    onExceeded: (why) => failWith(`${why}: stopped`),
  });
  const rpc = connect(frames, handlers, (why) => failWith(`${why}: stopped`));
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
  const ended = new Promise((_, reject) => {
    child.on('exit', (code, signal) => {
      reject(failed ?? failWith(`stopped (${signal ?? `exit code ${code}`})`));
    });
    child.on('error', (error) => reject(failWith(`could not run (${error.message})`)));
  });
  ended.catch(() => {});
  const ready = new Promise((resolve) =>
    frames.on('message', (message) => message?.type === 'ready' && resolve(undefined)),
  );
  try {
    await inTime(Promise.race([ready, ended]));
  } catch (error) {
    close();
    throw error;
  }
  return {
    call: (method, ...args) =>
      inTime(Promise.race([rpc.call(method, ...args), ended])).catch((error) => {
        throw error instanceof Error && error.message.startsWith(name)
          ? error
          : new RefusedRelease(
              // Its words may go to a terminal, a CI log or the ledger: never raw.
              `${name}: ${printable(error instanceof Error ? error.message : String(error))}`,
            );
      }),
    close,
  };
}
