// @ts-check
// An option that names a deployment or a limit, read or refused in words: the commands'
// and the operations' alike, since an operation names its deployment with the commands'
// options (deployment-of.mjs reads --shell-port with it). A refused one ends the
// process with the usage, as a wrong command line does.
import { quoted } from './printable.mjs';

/** @param {string} message @param {string} usage @returns {never} */
export function refuseArgument(message, usage) {
  console.error(`${message}\nusage: ${usage}`);
  process.exit(2);
}

/**
 * A whole number given with `--name`, between `min` and `max`; `fallback` when absent.
 * "abc", "1.5", "" or "-1" are refused, never read as NaN or 0.
 * @param {string | boolean | undefined} value @param {string} name
 * @param {{ min: number, max: number, fallback?: number, usage: string }} rules
 * @returns {number | undefined}
 */
export function integerOption(value, name, { min, max, fallback, usage }) {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    refuseArgument(`--${name} ${quoted(value)} is not a whole number from ${min} to ${max}`, usage);
  }
  return number;
}
