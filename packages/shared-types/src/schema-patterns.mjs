// @ts-check
// The patterns the editor may compile. A part's content schema may carry a `pattern` (a
// phone number's form), and the editor compiles it on its own origin, where the owner's Git
// token is kept: in its check before a save (apps/admin/src/parts/check-schema.ts) and in Decap's
// string widget, on every key the owner types. A pattern made to backtrack ("(a+)+$") takes
// that tab minutes on a short text, so a part may write only patterns of a small kind that
// cannot: short, with no back-reference, no look-around, no repeated group that itself
// repeats or chooses (the one exception cannot be read two ways), and few repeats and
// choices in all. One module for both sides: the gate refuses such a part at its release
// (platform/release/gate/part-content.mjs), and the editor checks again any data it did not write.
// Plain ESM so Node and the editor's build both import it; its types for TypeScript callers
// are schema-patterns.d.mts.

/** The limits of a pattern: its characters, its repeats of varying count, its `|`s. */
export const PATTERN_LIMITS = { length: 200, repeats: 4, alternatives: 8 };

/**
 * @typedef {{ min: number, max: number, text: string }} Quantifier
 * @typedef {{ kind: 'group', text: string, branches: Term[][] }} Group
 * @typedef {{ kind: 'char' | 'class' | 'assertion', text: string, literal?: string }} Single
 * @typedef {(Group | Single) & { quantifier?: Quantifier }} Term
 */

class Unsafe extends Error {}

/**
 * The pattern's terms, read as the editor's `new RegExp(pattern)` reads them (no flags, as
 * Decap and check-schema.ts compile it).
 * Throws Unsafe for a back-reference, a look-around or a group it does not know.
 * @param {string} source @returns {Term[][]}
 */
function parse(source) {
  let at = 0;

  /** @returns {Quantifier | undefined} */
  const quantifier = () => {
    const found = /^(?:[*+?]|\{(\d+)(?:(,)(\d*))?\})/.exec(source.slice(at));
    if (!found) return undefined;
    at += found[0].length;
    if (source[at] === '?') at += 1; // lazy: the same choices, tried in another order
    const [text, min, comma, max] = found;
    if (text === '*') return { min: 0, max: Infinity, text };
    if (text === '+') return { min: 1, max: Infinity, text };
    if (text === '?') return { min: 0, max: 1, text };
    const low = Number(min);
    if (!comma) return { min: low, max: low, text };
    return { min: low, max: max ? Number(max) : Infinity, text };
  };

  /** @returns {Group | Single} */
  const atom = () => {
    const start = at;
    const char = source[at] ?? '';
    if (char === '(') {
      if (/^\(\?<?[=!]/.test(source.slice(at, at + 4))) {
        throw new Unsafe('looks around ((?=, (?!, (?<=, (?<!)');
      }
      if (source.startsWith('(?:', at)) at += 3;
      else if (/^\(\?<[A-Za-z_$][\w$]*>/.test(source.slice(at))) at = source.indexOf('>', at) + 1;
      else if (source[at + 1] === '?') throw new Unsafe('has a group the editor does not know');
      else at += 1;
      const branches = alternatives();
      at += 1; // ')': the pattern compiled, so the group is closed
      return { kind: 'group', text: source.slice(start, at), branches };
    }
    if (char === '[') {
      at += source[at + 1] === '^' ? 2 : 1;
      while (at < source.length && source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
      at += 1;
      return { kind: 'class', text: source.slice(start, at) };
    }
    if (char === '\\') {
      const next = source[at + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') {
        throw new Unsafe('refers back to a group (\\1, \\k<name>)');
      }
      const long = /^\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|c[A-Za-z])/.exec(source.slice(at));
      at += long ? long[0].length : 2;
      if (next === 'b' || next === 'B') return { kind: 'assertion', text: source.slice(start, at) };
      return {
        kind: 'char',
        text: source.slice(start, at),
        ...(/[^A-Za-z0-9]/.test(next) ? { literal: next } : {}),
      };
    }
    at += 1;
    if (char === '^' || char === '$') return { kind: 'assertion', text: char };
    return { kind: 'char', text: char, ...(char === '.' ? {} : { literal: char }) };
  };

  /** @returns {Term[][]} */
  const alternatives = () => {
    /** @type {Term[][]} */
    const branches = [[]];
    while (at < source.length && source[at] !== ')') {
      if (source[at] === '|') {
        branches.push([]);
        at += 1;
        continue;
      }
      /** @type {Term} */
      const term = atom();
      const repeat = quantifier();
      if (repeat) term.quantifier = repeat;
      branches[branches.length - 1]?.push(term);
    }
    return branches;
  };

  return alternatives();
}

/** @param {Quantifier | undefined} repeat */
const varies = (repeat) => repeat !== undefined && repeat.min !== repeat.max;

/**
 * Whether a group's content chooses or repeats a varying number of times, at any depth.
 * @param {Term[][]} branches @returns {boolean}
 */
const choosesOrRepeats = (branches) =>
  branches.length > 1 ||
  branches.some((terms) =>
    terms.some(
      (term) =>
        varies(term.quantifier) || (term.kind === 'group' && choosesOrRepeats(term.branches)),
    ),
  );

/**
 * A repeated group that can be read one way only, however often it repeats: single
 * characters, each one there or, for a literal character, optional ('(?: ?\d)', a phone
 * number's digits with a space between some), where no other character of the group can
 * stand for an optional one and no two optional ones are the same. Each character of the
 * text then has one place in the group, and the editor never goes back over it.
 * @param {Term[][]} branches @returns {boolean}
 */
function readOneWay(branches) {
  const [terms, ...others] = branches;
  if (!terms || others.length > 0) return false;
  /** @type {string[]} */
  const optional = [];
  /** @type {string[]} */
  const present = [];
  for (const term of terms) {
    if (term.kind !== 'char' && term.kind !== 'class') return false;
    const repeat = term.quantifier;
    if (repeat === undefined || (repeat.min === repeat.max && repeat.min > 0)) {
      present.push(term.text);
    } else if (repeat.min === 0 && repeat.max === 1 && term.literal !== undefined) {
      optional.push(term.literal);
    } else {
      return false;
    }
  }
  if (present.length === 0 || new Set(optional).size !== optional.length) return false;
  return optional.every((char) => present.every((text) => !new RegExp(`^(?:${text})$`).test(char)));
}

/**
 * Why the editor must not compile `pattern`, in words, or undefined when it may.
 * @param {unknown} pattern @returns {string | undefined}
 */
export function patternProblem(pattern) {
  if (typeof pattern !== 'string' || pattern.length > PATTERN_LIMITS.length) {
    return `is not a text of at most ${PATTERN_LIMITS.length} characters`;
  }
  try {
    new RegExp(pattern);
  } catch {
    return 'is not a regular expression';
  }
  /** @type {Term[][]} */
  let branches;
  try {
    branches = parse(pattern);
  } catch (error) {
    if (error instanceof Unsafe) return error.message;
    throw error;
  }
  let repeats = 0;
  let alternatives = 0;
  /** @type {string | undefined} */
  let nested;
  /** @param {Term[][]} level */
  const walk = (level) => {
    alternatives += level.length - 1;
    for (const term of level.flat()) {
      if (varies(term.quantifier)) repeats += 1;
      if (term.kind !== 'group') continue;
      const repeated = term.quantifier !== undefined && term.quantifier.max > 1;
      if (repeated && choosesOrRepeats(term.branches) && !readOneWay(term.branches)) {
        nested ??= `${term.text}${term.quantifier?.text ?? ''}`;
      }
      walk(term.branches);
    }
  };
  walk(branches);
  if (nested !== undefined) {
    return `repeats a group that repeats or chooses (${nested}, as in (a+)+ or (a|aa)*)`;
  }
  if (repeats > PATTERN_LIMITS.repeats) {
    return `has more than ${PATTERN_LIMITS.repeats} repeats of varying count (*, +, ?, {m,n})`;
  }
  if (alternatives > PATTERN_LIMITS.alternatives) {
    return `has more than ${PATTERN_LIMITS.alternatives} alternatives (|)`;
  }
  return undefined;
}

/**
 * Every `pattern` a schema holds, at any depth (a field's, a list item's, a language's).
 * @param {unknown} schema @returns {string[]}
 */
export function patternsOf(schema) {
  /** @type {string[]} */
  const found = [];
  /** @param {unknown} value */
  const visit = (value) => {
    if (typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value) && 'pattern' in value && typeof value.pattern === 'string') {
      found.push(value.pattern);
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(schema);
  return found;
}
