// @ts-check
import { describe, expect, it } from 'vitest';
import { printable, printableLines } from './printable.mjs';

describe('printable text', () => {
  it('shows every control character as its escape, newlines included', () => {
    expect(printable('a\u001b]0;pwned\u0007\nb\u009b\u202e')).toBe(
      'a\\u001b]0;pwned\\u0007\\nb\\u009b\\u202e',
    );
  });

  it("keeps the engine's own lines, and escapes what is in them", () => {
    expect(printableLines('the content is not valid:\n  x.json: \u001b[2J')).toBe(
      'the content is not valid:\n  x.json: \\u001b[2J',
    );
  });
});
