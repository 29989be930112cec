// @ts-check
import { ISLAND_NAME, MAX_ISLAND_BYTES } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { checkedIslands, ISLAND_LIMITS } from './render-islands.mjs';

describe("a render build's islands", () => {
  it('passes none, or a few short named scripts', () => {
    expect(checkedIslands('mf-contact', undefined)).toBeUndefined();
    expect(checkedIslands('mf-contact', { 'kept-send': '(() => {})();' })).toEqual({
      'kept-send': '(() => {})();',
    });
  });

  it("holds the contract's limits (shared-types' islands.ts)", () => {
    expect(ISLAND_LIMITS.bytes).toBe(MAX_ISLAND_BYTES);
    for (const name of ['carousel', 'kept-send', 'Carousel', '1st', 'a-', `a${'b'.repeat(32)}`]) {
      let passed = true;
      try {
        checkedIslands('mf-contact', { [name]: '1;' });
      } catch {
        passed = false;
      }
      expect(passed, name).toBe(ISLAND_NAME.test(name));
    }
  });

  it.each([
    ['not named scripts', ['(() => {})();']],
    ['not named scripts', null],
    ['not an island', { '../../../apps/shell': '1;' }],
    ['not an island', { Carousel: '1;' }],
    ['not a script', { carousel: { source: '1;' } }],
    ['more than', { carousel: 'x'.repeat(ISLAND_LIMITS.bytes + 1) }],
    ['</script', { carousel: 'x = "</SCRIPT><script>evil()";' }],
    ['<!--', { carousel: 'x = "<!--";' }],
    [
      'more than',
      Object.fromEntries(
        Array.from({ length: ISLAND_LIMITS.count + 1 }, (_, i) => [
          `island-${'a'.repeat(i + 1)}`,
          '1;',
        ]),
      ),
    ],
  ])('refuses what is %s', (reason, islands) => {
    expect(() => checkedIslands('mf-contact', islands)).toThrow(RefusedRelease);
    expect(() => checkedIslands('mf-contact', islands)).toThrow(reason);
  });
});
