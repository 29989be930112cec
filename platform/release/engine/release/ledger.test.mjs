// @ts-check
import { describe, expect, it } from 'vitest';
import { ledgerTable, smokeClearance, whoRuns } from './ledger.mjs';

/** @import { LedgerEntry } from '../../core/storage.mjs' */

/** @type {LedgerEntry} */
const released = {
  at: '2026-11-22T10:00:00.000Z',
  who: 'asha',
  action: 'release',
  app: 'mf-services',
  id: 'aaaaaaaaaaaa',
  previous: null,
  version: '1.2.0',
  contract: '1.0.0',
  result: 'done',
};

describe('the ledger table', () => {
  it('lists every entry in columns, then the live release of each app', () => {
    const table = ledgerTable(
      [
        released,
        {
          ...released,
          at: '2026-11-22T11:00:00.000Z',
          action: 'rollback',
          result: 'refused',
          detail: 'no earlier release',
        },
      ],
      { shell: 'ssssssssssss', 'mf-services': 'aaaaaaaaaaaa', 'mf-contact': null },
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^when\s+who\s+action\s+app\s+id\s+version\s+previous\s+result\s+detail$/,
    );
    expect(lines[1]).toMatch(
      /^2026-11-22 10:00:00Z\s+asha\s+release\s+mf-services\s+aaaaaaaaaaaa\s+1\.2\.0 \(1\.0\.0\)\s+-\s+done$/,
    );
    expect(lines[2]).toContain('refused  no earlier release');
    expect(table).toContain('  mf-services    aaaaaaaaaaaa');
    expect(table).toContain('  mf-contact     (none)');
  });
});

describe('the ledger table on a terminal', () => {
  it("prints a team's control sequences as escapes, in every field", () => {
    const table = ledgerTable(
      [
        {
          ...released,
          who: 'asha\u001b]0;pwned\u0007',
          app: 'mf-\u009b2J',
          detail: 'requested by \u001b[2J\u001b[31mteam\nforged line\u202e',
        },
      ],
      { 'mf-services\u001b[8m': '\u007f' },
    );
    expect(table).toContain('asha\\u001b]0;pwned\\u0007');
    expect(table).toContain('mf-\\u009b2J');
    expect(table).toContain('requested by \\u001b[2J\\u001b[31mteam\\nforged line\\u202e');
    expect(table).toContain('mf-services\\u001b[8m');
    expect(table).toContain('\\u007f');
    // Only the table's own line breaks are left: the header, the entry, 'live:' and its app.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it must not hold
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(table.split('\n').filter(Boolean)).toHaveLength(4);
  });

  it('prints an entry whose fields are not strings', () => {
    const odd = /** @type {any} */ ({ ...released, who: 42, detail: { x: 1 } });
    expect(ledgerTable([odd], {})).toContain('42');
  });
});

describe('promotion needs a smoke run', () => {
  const smoke = /** @type {LedgerEntry} */ ({
    ...released,
    action: 'smoke',
    id: 'bbbbbbbbbbbb',
    result: 'passed',
    live: 'shell=s mf-contact=c',
  });
  it('that is recorded', () => {
    expect(
      smokeClearance([released], 'mf-services', 'bbbbbbbbbbbb', 'shell=s mf-contact=c'),
    ).toEqual({
      ok: false,
      why: 'no smoke run is recorded for mf-services bbbbbbbbbbbb',
    });
  });
  it('whose last run passed', () => {
    const failed = { ...smoke, result: /** @type {const} */ ('failed') };
    expect(
      smokeClearance([smoke, failed], 'mf-services', 'bbbbbbbbbbbb', 'shell=s mf-contact=c').ok,
    ).toBe(false);
    expect(
      smokeClearance([failed, smoke], 'mf-services', 'bbbbbbbbbbbb', 'shell=s mf-contact=c').ok,
    ).toBe(true);
  });
  it('against the live parts that are live now', () => {
    const verdict = smokeClearance([smoke], 'mf-services', 'bbbbbbbbbbbb', 'shell=s2 mf-contact=c');
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.why).toContain('the live parts changed');
  });
});

describe('who runs a release', () => {
  it('is the CI actor when there is one, else the explicit actor, else the user', () => {
    expect(whoRuns({ GITHUB_ACTOR: 'asha', GITHUB_RUN_ID: '42' })).toBe('asha (CI 42)');
    expect(whoRuns({ RELEASE_ACTOR: 'owner', GITHUB_ACTOR: 'asha' })).toBe('owner');
    expect(whoRuns({}).length).toBeGreaterThan(0);
  });
});
