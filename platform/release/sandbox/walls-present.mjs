// @ts-check
// Before any foreign code runs, the engine proves the walls are there: a probe behind them
// (probe-host.mjs) must not see the engine's process, reach a port the engine listens on
// on loopback, write its own folder, or find anything in its environment. Without the
// walls the engine refuses to run foreign code, unless a developer's own machine said
// --trust-local-builds (never in CI).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { RefusedRelease } from '../core/refused.mjs';
import { nodeFolder, systemLinks, walledCommand } from './bubblewrap.mjs';
import { framedChannel } from './frames.mjs';
import { connect } from './rpc.mjs';

/**
 * @import { ChildProcess } from 'node:child_process'
 * @import { AddressInfo } from 'node:net'
 * @import { Duplex } from 'node:stream'
 */

const HOW_TO = [
  'Install bubblewrap (Debian and Ubuntu: apt-get install -y bubblewrap) and allow',
  'unprivileged user namespaces (Ubuntu 24.04: sysctl -w kernel.apparmor_restrict_unprivileged_userns=0).',
  'On your own machine only, --trust-local-builds runs the builds without the walls.',
].join(' ');

let trusted = false;
/** @type {string | undefined} why this process holds what no team's code may run beside */
let forbidden;

/**
 * From here on this process starts no team's code, walled or not: it holds a credential
 * (a composition brought as data, a build brought from the job that made it). Set once,
 * never lifted (decision 027).
 * @param {string} why
 */
export function forbidForeignCode(why) {
  forbidden ??= why;
}

/**
 * Refuses to start `name` (a build, a render build, a content check) in a process that
 * said forbidForeignCode: the job has to bring it from a job that holds nothing.
 * @param {string} name
 */
export function assertForeignCodeAllowed(name) {
  if (forbidden !== undefined) {
    throw new RefusedRelease(
      `${name} is a team's code, and this process ${forbidden}: it runs in a job without a credential`,
    );
  }
}
/** @type {Promise<void> | undefined} */
let proven;

/**
 * A developer's machine runs its own builds without the walls; CI never does.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function trustLocalBuilds(env = process.env) {
  if (env.CI) {
    throw new RefusedRelease('--trust-local-builds is refused in CI: foreign code runs walled');
  }
  if (trusted) return;
  trusted = true;
  console.error(
    "\n*** --trust-local-builds: render builds and builds run WITHOUT the operating system's walls.\n" +
      '*** They can see this process, the network and your files. Only for your own code.\n',
  );
}

export const wallsTrusted = () => trusted;

/** Proves the walls once a process; refuses with what to do when they are missing. */
export function assertWalls() {
  proven ??= probe().catch((error) => {
    proven = undefined;
    throw error;
  });
  return proven;
}

/** @returns {Promise<void>} */
async function probe() {
  const server = createServer((socket) => socket.destroy());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {AddressInfo} */ (server.address());
  try {
    const report = await runProbe(port);
    const holes = [
      report.engineHidden ? '' : 'it can see the engine',
      report.loopbackClosed ? '' : "it can reach the engine's port on loopback",
      report.folderReadOnly ? '' : 'it can write its own folder',
      report.environment.every((name) => ['HOME', 'PATH', 'PWD'].includes(name))
        ? ''
        : `its environment has ${report.environment.join(', ')}`,
      report.uid !== 0 ? '' : 'it runs as root',
    ].filter(Boolean);
    if (holes.length) {
      throw new RefusedRelease(`the walls for foreign code leak: ${holes.join('; ')}. ${HOW_TO}`);
    }
  } finally {
    server.close();
  }
}

/**
 * @param {number} port
 * @returns {Promise<{ engineHidden: boolean, loopbackClosed: boolean, folderReadOnly: boolean, environment: string[], uid: number }>}
 */
async function runProbe(port) {
  const folder = import.meta.dirname;
  const command = walledCommand(
    [process.execPath, join(folder, 'probe-host.mjs'), String(process.pid), String(port)],
    {
      reads: [folder, ...nodeFolder()],
      // Node 24's V8 reserves more than 512 MiB of data segment before it runs a line.
      memoryBytes: 1024 * 1024 * 1024,
      cpuSeconds: 10,
      scratchBytes: 1024 * 1024,
      cwd: '/tmp/probe',
    },
    await systemLinks(),
  );
  const [program = '', ...args] = command;
  /** @type {ChildProcess} */
  const child = spawn(program, args, {
    env: {},
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
    printed = `${printed}${chunk}`.slice(-2000);
  });
  const frames = framedChannel(/** @type {Duplex} */ (child.stdio[3]), {
    frameBytes: 64 * 1024,
    totalBytes: 64 * 1024,
    onExceeded: () => child.kill('SIGKILL'),
  });
  const rpc = connect(frames, {});
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the probe did not answer in 15 s')), 15_000);
      child.on('error', (error) => reject(error));
      child.on('exit', (code) =>
        reject(new Error(`the probe stopped (exit code ${code}): ${printed.trim()}`)),
      );
      frames.on('message', (message) => {
        if (message?.type !== 'ready') return;
        rpc
          .call('probe')
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      });
    });
  } catch (error) {
    const why =
      /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
        ? 'prlimit or bwrap is not installed'
        : /** @type {Error} */ (error).message;
    throw new RefusedRelease(`the walls for foreign code are not there: ${why}. ${HOW_TO}`);
  } finally {
    child.kill('SIGKILL');
  }
}
