// @ts-check
// The commands take no argument on trust: an app by composition.json's own names, a
// release id by its format, a number only if it is one. Each is refused with a clear
// error and exit code 2, before anything is read or written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const site = mkdtempSync(join(tmpdir(), 'jac-arguments-'));
rmSync(site, { recursive: true });
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** @param {string} script @param {string[]} args */
const run = (script, ...args) => {
  const result = spawnSync(
    process.execPath,
    [join(import.meta.dirname, script), ...args, '--site', site],
    { encoding: 'utf8', timeout: 15_000 },
  );
  return { status: result.status, stderr: result.stderr };
};

describe('the release commands refuse', () => {
  it.each([
    ['release.mjs', ['constructor'], '"constructor" is not an app of composition.json'],
    ['rollback.mjs', ['__proto__'], '"__proto__" is not an app of composition.json'],
    ['prune.mjs', ['toString'], '"toString" is not an app of composition.json'],
    [
      'rollback.mjs',
      ['mf-contact', '--to', '../../../apps/admin'],
      '--to "../../../apps/admin" is not a release id',
    ],
    [
      'release.mjs',
      ['mf-contact', '--promote', 'abc/../x'],
      '--promote "abc/../x" is not a release id',
    ],
    [
      'release.mjs',
      ['mf-contact', '--promote', 'abcdef123456', '--main', 'HEAD'],
      "--main is a commit's 40 hexadecimal digits",
    ],
    [
      'release.mjs',
      ['mf-contact', '--preview', '--base=--output=/tmp/x'],
      "--base is a commit's 40 hexadecimal digits",
    ],
    [
      'release.mjs',
      ['mf-contact', '--preview', '--request', '--base', 'a'.repeat(40)],
      '--base goes with --preview alone',
    ],
    ['release.mjs', ['mf-contact', '--main', 'a'.repeat(40)], '--main goes with --promote'],
    ['prune.mjs', ['--grace-hours', 'abc'], '--grace-hours "abc" is not a whole number'],
    ['prune.mjs', ['--keep', '1.5'], '--keep "1.5" is not a whole number'],
    ['prune.mjs', ['--keep', '0'], '--keep "0" is not a whole number from 1'],
    ['compose.mjs', ['--shell-port', '80x'], '--shell-port "80x" is not a whole number'],
  ])('%s %j', (script, args, error) => {
    const { status, stderr } = run(script, ...args);
    expect(stderr).toContain(error);
    expect(status).toBe(2);
    expect(existsSync(site)).toBe(false);
  });
});
