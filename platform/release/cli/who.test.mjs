// @ts-check
// Who the ledger records reaches a terminal: a command refuses a `who` that is not a
// name before it reads or writes anything, and `npm run releases` prints no control
// character a ledger line holds (issue 36).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'jac-who-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it must not hold
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** @param {string[]} args @param {Record<string, string>} [env] */
const releases = (args, env = {}) =>
  spawnSync(process.execPath, [join(import.meta.dirname, 'releases.mjs'), ...args], {
    encoding: 'utf8',
    timeout: 15_000,
    env: { PATH: process.env.PATH, RELEASE_ACTOR: 'tester', ...env },
  });

describe('who runs a command', () => {
  it('is refused, printably, when it is not a name: nothing is read or written', () => {
    const site = join(dir, 'none');
    const result = releases(['--site', site], { RELEASE_ACTOR: '\u001b]0;pwned\u0007' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`"\\u001b]0;pwned\\u0007" is not a name the ledger records`);
    expect(result.stderr).toContain('set RELEASE_ACTOR to one');
    expect(result.stderr).not.toMatch(CONTROL);
    expect(existsSync(site)).toBe(false);
  });
});

describe('npm run releases', () => {
  const site = join(dir, 'site');
  mkdirSync(join(site, 'ledger'), { recursive: true });
  const entry = {
    at: '2026-11-22T10:00:00.000Z',
    who: 'team\u001b]0;pwned\u0007',
    action: 'smoke',
    app: 'mf-contact',
    id: 'aaaaaaaaaaaa',
    previous: null,
    result: 'passed',
    detail: '\u001b[2J\u009b2Jcleared',
  };
  writeFileSync(join(site, 'ledger/releases.jsonl'), `${JSON.stringify(entry)}\n`);

  it('prints the table without the control characters a line holds', () => {
    const result = releases(['--site', site]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('team\\u001b]0;pwned\\u0007');
    expect(result.stdout).toContain('\\u001b[2J\\u009b2Jcleared');
    expect(result.stdout).not.toMatch(CONTROL);
  });

  it('prints JSON lines that parse back to the entry, without them', () => {
    const result = releases(['--site', site, '--json']);
    expect(result.status).toBe(0);
    expect(result.stdout).not.toMatch(CONTROL);
    expect(JSON.parse(result.stdout)).toEqual(entry);
  });
});
