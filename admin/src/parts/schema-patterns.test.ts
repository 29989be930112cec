import { describe, expect, it } from 'vitest';
import fixture from './parts.fixture.json' with { type: 'json' };
import { PATTERN_LIMITS, patternProblem } from './schema-patterns';

// The gate's module, loaded by address: admin's code imports nothing from release/.
const GATE_PATTERNS = new URL('../../../release/gate/schema-patterns.mjs', import.meta.url);

/** Patterns the gate refuses and the editor must not compile, and ones both let through. */
const CASES = [
  '^(a+)+$',
  '^(a|aa)*$',
  '^(\\w*)*$',
  '^(?:a?a)+$',
  '^(?:(?: ?\\d){3})+$',
  '^(a)\\1$',
  '^(?<x>a)\\k<x>$',
  '^(?=a)a$',
  '(?<!a)b',
  '(?i:a)',
  'a'.repeat(201),
  '^a?a?a?a?a?aaaaa$',
  '^(?:a|b|c|d|e|f|g|h|i|j)$',
  '(',
  '^a+$',
  '^(?:ab)+$',
  '^(?: ?\\d)+$',
  'a'.repeat(200),
  '[(a+)+\\1]',
  '\\S',
  '^\\+\\d{1,3}(?: ?\\d){6,14}$',
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  '^\\d{6}$',
  '^(?:[01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
];

/** Every `pattern` a value holds, at any depth. */
const patternsIn = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : [
        ...('pattern' in value && typeof value.pattern === 'string' ? [value.pattern] : []),
        ...Object.values(value).flatMap(patternsIn),
      ];

describe('the patterns the editor compiles', () => {
  it("are the gate's: each pattern refused or let through by both, in the same words", async () => {
    const gate = (await import(GATE_PATTERNS.href)) as {
      patternProblem: (pattern: unknown) => string | undefined;
      PATTERN_LIMITS: typeof PATTERN_LIMITS;
    };
    expect(PATTERN_LIMITS).toEqual(gate.PATTERN_LIMITS);
    for (const pattern of CASES) {
      expect(patternProblem(pattern), pattern).toBe(gate.patternProblem(pattern));
    }
    // The list holds both kinds, so agreeing is not agreeing on nothing.
    expect(CASES.filter((pattern) => patternProblem(pattern)).length).toBeGreaterThan(10);
    expect(CASES.filter((pattern) => !patternProblem(pattern)).length).toBeGreaterThan(5);
  });

  it("let through every pattern of the parts' files as their builds write them", () => {
    const patterns = new Set(patternsIn(fixture));
    expect(patterns).toContain('^\\+\\d{1,3}(?: ?\\d){6,14}$');
    for (const pattern of patterns) expect(patternProblem(pattern), pattern).toBeUndefined();
  });
});
