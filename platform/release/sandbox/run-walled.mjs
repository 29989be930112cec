// @ts-check
// One run of team code behind the walls, as the engine waits for it: what it prints
// labelled, its time limited, what it sends on fd 3 read by the caller as data, and the
// reason it failed in words.
import { spawn } from 'node:child_process';
import { RefusedRelease } from '../core/refused.mjs';
import { labelledOutput } from './output.mjs';

/** @import { Readable } from 'node:stream' */

/**
 * Runs a build's command: its printing labelled, its time limited, its fd 3 (what it
 * built) read by `receive`. Rejects with a RefusedRelease saying why it failed.
 * @template T
 * @param {string} name @param {string[]} command @param {(line: string) => void} log
 * @param {((stream: Readable) => Promise<T>) | null} receive
 * @param {{ cwd?: string, env?: Record<string, string>, wallMs: number }} options
 * @returns {Promise<T>}
 */
export function runWalled(name, command, log, receive, { cwd = '/', env = {}, wallMs }) {
  const [program = '', ...args] = command;
  const child = spawn(program, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe', receive ? 'pipe' : 'ignore'],
  });
  const output = labelledOutput(name, log);
  child.stdout?.on('data', output.write);
  child.stderr?.on('data', output.write);
  const timer = setTimeout(() => stop(`did not finish within ${wallMs / 60_000} minutes`), wallMs);
  /** @type {string | null} */
  let stopped = null;
  /** @param {string} why */
  const stop = (why) => {
    stopped ??= why;
    child.kill('SIGKILL');
  };
  const received = receive
    ? receive(/** @type {Readable} */ (child.stdio[3])).catch((error) => {
        stop(`sent back what the engine refuses: ${error.message}`);
        return /** @type {T} */ (/** @type {unknown} */ (null));
      })
    : Promise.resolve(/** @type {T} */ (/** @type {unknown} */ (null)));
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new RefusedRelease(`${name} could not run (${error.message})`));
    });
    child.on('close', async (code, signal) => {
      clearTimeout(timer);
      output.end();
      const result = await received;
      if (stopped) return reject(new RefusedRelease(`${name} ${stopped}`));
      if (code !== 0) {
        return reject(new RefusedRelease(`${name} failed (${signal ?? `exit code ${code}`})`));
      }
      resolve(result);
    });
  });
}
