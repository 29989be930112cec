// @ts-check
// The deploy scripts' command lines, parsed one way (node:util parseArgs).
import { parseArgs } from 'node:util';

/**
 * Options every deploy script takes: where the site is, and where it is served from.
 * @type {Record<string, { type: 'string' | 'boolean' }>}
 */
const SITE_OPTIONS = {
  site: { type: 'string' },
  targets: { type: 'string' },
  'shell-port': { type: 'string' },
};

/**
 * @param {string[]} argv
 * @param {Record<string, { type: 'string' | 'boolean' }>} [own] the script's own options
 * @param {string} usage shown, with the error, on a wrong command line
 */
export function parseCommandLine(argv, own = {}, usage = '') {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...SITE_OPTIONS, ...own },
      allowPositionals: true,
      strict: true,
    });
    return {
      options: /** @type {Record<string, string | boolean | undefined>} */ (values),
      positionals,
    };
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\nusage: ${usage}`);
    process.exit(2);
  }
}
