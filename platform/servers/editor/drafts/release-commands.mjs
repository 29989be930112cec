// @ts-check
// The release operations a draft goes through, each in a process of its own (a build is
// heavy and the editor's backend must keep answering): the same operations, ledger and
// rules as CI, through release/'s front door. Each answers with data (an Outcome); what
// it prints only goes to the drafts' log.
import { inChildProcess } from 'release';

/** @import { PublishedPreview, SmokeResult } from 'release' */

/**
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false, refused: boolean, message: string }} Outcome
 */

/**
 * @param {Record<string, string | undefined>} where the options naming the deployment
 *   (`site`, `shell-port`, `targets` …), given to every operation
 * @param {(line: string) => void} log
 */
export function releaseCommands(where, log) {
  /**
   * @template T
   * @param {Parameters<typeof inChildProcess>[0]} operation @param {Record<string, string>} args
   * @returns {Promise<Outcome<T>>}
   */
  const run = (operation, args) => {
    log(`${operation} ${JSON.stringify(args)}`);
    return inChildProcess(operation, where, args, log);
  };
  return {
    /**
     * Builds `source` and publishes it as a preview.
     * @param {string} app @param {string} source
     * @returns {Promise<Outcome<PublishedPreview>>}
     */
    preview: (app, source) => run('previewApp', { app, source }),
    /**
     * @param {string} app @param {string} id
     * @returns {Promise<Outcome<PublishedPreview>>}
     */
    previewAgain: (app, id) => run('previewAgainOf', { app, id }),
    /**
     * @param {string} url
     * @returns {Promise<Outcome<SmokeResult>>}
     */
    smoke: (url) => run('smokeTest', { url }),
    /** @param {string} app @param {string} id @returns {Promise<Outcome<unknown>>} */
    promote: (app, id) => run('promoteRelease', { app, id }),
  };
}

/** @typedef {ReturnType<typeof releaseCommands>} ReleaseCommands */
