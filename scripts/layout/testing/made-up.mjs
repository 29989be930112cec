// @ts-check
// Imports made up for a layout rule to fail on: each rule's test shows the rule can fail.

/** @import { Import } from '../imports.mjs' */

/** [from, to] pairs (an import by a path unless it says otherwise). @param {...([string, string] | Import)} pairs @returns {Import[]} */
export const madeUp = (...pairs) =>
  pairs.map((pair) => (Array.isArray(pair) ? { from: pair[0], to: pair[1] } : pair));

/**
 * Made-up imports, each beside what a rule must say of it: [from, to, why], `why` the
 * reason after "<from> imports <to>: ", left out where the rule lets the import pass.
 * @param {Array<[string, string] | [string, string, string]>} cases
 * @returns {{ imports: Import[], breaches: string[] }}
 */
export const judged = (cases) => ({
  imports: cases.map(([from, to]) => ({ from, to })),
  breaches: cases.flatMap(([from, to, why]) => (why ? [`${from} imports ${to}: ${why}`] : [])),
});
