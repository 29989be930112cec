// @ts-check
// The deploy scripts' command lines, parsed one way (node:util parseArgs).
import { parseArgs } from 'node:util';
import { refuseArgument } from '../core/options.mjs';
import { printable, quoted } from '../core/printable.mjs';
import { KNOWN_APPS, RELEASE_ID } from '../gate/values.mjs';

/**
 * Options every deploy script takes: where the site is, and where it is served from.
 * @type {Record<string, { type: 'string' | 'boolean' }>}
 */
const SITE_OPTIONS = {
  site: { type: 'string' },
  targets: { type: 'string' },
  'shell-port': { type: 'string' },
  // A developer's own machine only: builds run without the operating system's walls.
  'trust-local-builds': { type: 'boolean' },
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
    // parseArgs quotes an unknown option as it was typed.
    console.error(`${printable(/** @type {Error} */ (error).message)}\nusage: ${usage}`);
    process.exit(2);
  }
}

/**
 * An app named on a command line: one of composition.json's, by its own name (never
 * 'constructor' or another property every object has).
 * @param {string | undefined} app @param {string} usage @returns {string}
 */
export function appArgument(app, usage) {
  if (app === undefined || !KNOWN_APPS.includes(app)) {
    refuseArgument(
      `${quoted(app ?? '')} is not an app of composition.json (${KNOWN_APPS.join(', ')})`,
      usage,
    );
  }
  return app;
}

/**
 * A release id given with `--name`: 12 hex digits, as `npm run releases` lists them.
 * @param {string | boolean | undefined} value @param {string} name @param {string} usage
 * @returns {string | undefined}
 */
export function releaseIdOption(value, name, usage) {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !RELEASE_ID.test(value)) {
    refuseArgument(
      `--${name} ${quoted(value)} is not a release id (12 hex digits, as \`npm run releases\` lists them)`,
      usage,
    );
  }
  return value;
}

/**
 * A length of time given with `--name`: a whole number of seconds, minutes or hours
 * ('90s', '30m', '1h'), in milliseconds.
 * @param {string | boolean | undefined} value @param {string} name @param {number} fallback
 * @param {string} usage @returns {number}
 */
export function durationOption(value, name, fallback, usage) {
  if (value === undefined) return fallback;
  const match = typeof value === 'string' ? /^(\d{1,5})(s|m|h)$/.exec(value) : null;
  if (!match)
    refuseArgument(`--${name} ${quoted(String(value))} is not a time like 90s, 30m or 1h`, usage);
  const unit = { s: 1000, m: 60_000, h: 3_600_000 }[/** @type {'s' | 'm' | 'h'} */ (match[2])];
  return Number(match[1]) * unit;
}

/**
 * A whole number given with `--name`, from 1 to `max`.
 * @param {string | boolean | undefined} value @param {string} name @param {number} fallback
 * @param {number} max @param {string} usage @returns {number}
 */
export function countOption(value, name, fallback, max, usage) {
  if (value === undefined) return fallback;
  const count = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= max)) {
    refuseArgument(
      `--${name} ${quoted(String(value))} is not a whole number from 1 to ${max}`,
      usage,
    );
  }
  return count;
}
