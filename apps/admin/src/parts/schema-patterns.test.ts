import { describe, expect, it } from 'vitest';
import {
  patternProblem,
  patternsOf,
} from '../../../../packages/shared-types/src/schema-patterns.mjs';
import fixture from './parts.fixture.json' with { type: 'json' };

// The rules themselves are the gate's and the editor's alike (one module in shared-types),
// tested with the gate (platform/release/gate/part-content.test.mjs); here, the parts' real patterns.
describe('the patterns the editor compiles', () => {
  it("let through every pattern of the parts' files as their builds write them", () => {
    const patterns = new Set(patternsOf(fixture));
    expect(patterns).toContain('^\\+\\d{1,3}(?: ?\\d){6,14}$');
    for (const pattern of patterns) expect(patternProblem(pattern), pattern).toBeUndefined();
  });
});
