// @ts-check
// The release commands a draft goes through, each its own process (a build is heavy and
// the editor's backend must keep answering): the same commands, ledger and rules as CI.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../composition/composition.mjs';

/** @typedef {{ ok: boolean, output: string }} CommandResult */

/**
 * @param {readonly string[]} where the options naming the deployment (`--site DIR`,
 *   `--shell-port N`, `--targets FILE` …), given to every command
 * @param {(line: string) => void} log
 */
export function releaseCommands(where, log) {
  /** @param {string} script @param {string[]} args @returns {Promise<CommandResult>} */
  const run = (script, args) =>
    new Promise((resolve) => {
      log(`${script} ${args.join(' ')}`);
      const child = spawn(process.execPath, [join(ROOT, script), ...args, ...where], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (/** @type {Buffer} */ chunk) => {
        output += chunk.toString('utf8');
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (error) =>
        resolve({ ok: false, output: `release failed: ${error.message}` }),
      );
      child.on('close', (code) => resolve({ ok: code === 0, output }));
    });
  const release = 'release/cli/release.mjs';
  return {
    /** Builds `source` and publishes it as a preview. @param {string} app @param {string} source */
    preview: (app, source) => run(release, [app, '--preview', '--source', source]),
    /** @param {string} app @param {string} id */
    previewAgain: (app, id) => run(release, [app, '--preview-again', id]),
    /** @param {string} url */
    smoke: (url) => run('release/cli/smoke.mjs', [url]),
    /** @param {string} app @param {string} id */
    promote: (app, id) => run(release, [app, '--promote', id]),
  };
}

/** @typedef {ReturnType<typeof releaseCommands>} ReleaseCommands */
