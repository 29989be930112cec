// @ts-check
// The sandboxes of one release: a render build's sandbox is started once and asked again
// by the trial and every composition of that release (its folder is immutable, named by
// its id), then all are stopped when the release ends. Starting one costs a Node process
// and the render build's import, about a third of a second each on this machine.
import { startSandbox } from './sandbox.mjs';

/** @import { Sandbox } from './sandbox.mjs' */

/**
 * @typedef {object} SandboxPool
 * @property {typeof startSandbox} start a running sandbox for the same host, argument and
 *   reads, or a new one (its handlers are those of the first start)
 * @property {() => void} close stops every sandbox it started
 */

/**
 * @param {(line: string) => void} [log] where what the sandboxes print goes, labelled
 * @returns {SandboxPool}
 */
export function sandboxPool(log) {
  /** @type {Map<string, Promise<Sandbox>>} */
  const started = new Map();
  return {
    start(name, host, options) {
      const key = JSON.stringify([host, options.argument, options.reads]);
      let sandbox = started.get(key);
      if (!sandbox) {
        sandbox = startSandbox(name, host, { log, ...options });
        started.set(key, sandbox);
      }
      return sandbox;
    },
    close() {
      for (const sandbox of started.values()) {
        sandbox.then(
          (running) => running.close(),
          () => {},
        );
      }
      started.clear();
    },
  };
}
