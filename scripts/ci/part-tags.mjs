// @ts-check
// The browser tests' tags by part (docs/testing.md, "Which tests run where"): a pull request
// that changes one part's folder runs the site tests tagged with that part, and those tagged
// @cross-part, which any part's change can break. Every test in testing/e2e/site carries at least
// one (spec-tags.test.mjs), so a new test is never left out of an affected run.
import { REMOTES } from 'composition';

/** The tests of how the parts compose (every route, moving between parts, a remote down). */
export const CROSS_PART = '@cross-part';

/** A part's own tests: its pages, its code. @param {string} part a remote's folder */
export const partTag = (part) => `@${part}`;

/** Every tag that places a test in an affected run. */
export const PART_TAGS = [...Object.keys(REMOTES).map(partTag), CROSS_PART];
