// @ts-check
// An operation of operations.mjs in a process of its own, for a server that must keep
// answering while a part builds (the editor's drafts). The answer is data; what the
// process prints goes to `log`, labelled, and nobody reads anything in it.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { labelledOutput } from './sandbox/output.mjs';

/** @import { Deployment, OPERATIONS } from './operations.mjs' */

/**
 * @typedef {{ ok: true, value: any } | { ok: false, refused: boolean, message: string }} Outcome
 */

/** The longest an operation may take: two builds' limits and a smoke run, with room. */
const OPERATION_LIMIT_MS = 30 * 60 * 1000;

/**
 * @param {keyof typeof OPERATIONS} operation
 * @param {Deployment} where @param {unknown} args
 * @param {(line: string) => void} log
 * @returns {Promise<Outcome>}
 */
export function inChildProcess(operation, where, args, log) {
  return new Promise((resolve) => {
    const child = fork(join(import.meta.dirname, 'operation-process.mjs'), [], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    // A build and a smoke run print much: a megabyte of it is kept.
    const output = labelledOutput(operation, log, 1024 * 1024);
    child.stdout?.on('data', output.write);
    child.stderr?.on('data', output.write);
    /** @type {Outcome | undefined} */
    let outcome;
    const limit = setTimeout(() => {
      outcome ??= {
        ok: false,
        refused: false,
        message: `${operation} took longer than ${OPERATION_LIMIT_MS / 60_000} minutes: stopped`,
      };
      child.kill('SIGKILL');
    }, OPERATION_LIMIT_MS);
    child.on('message', (/** @type {Outcome} */ message) => {
      outcome ??= message;
    });
    child.on('error', (error) => {
      outcome ??= { ok: false, refused: false, message: error.message };
    });
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      output.end();
      resolve(
        outcome ?? {
          ok: false,
          refused: false,
          message: `${operation} stopped (${signal ?? `exit code ${code}`}) without an answer`,
        },
      );
    });
    child.send({ operation, where, args });
  });
}
