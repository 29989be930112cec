// The patterns the editor may compile: a part's content schema may carry a `pattern` (a
// phone number's form), compiled here, on the origin that keeps the owner's Git token, by
// the check before a save (check-schema.ts) and by Decap's string widget on every key the
// owner types. A pattern made to backtrack ("(a+)+$") would hang the tab on a short text.
// The gate refuses such a part at its release (release/gate/schema-patterns.mjs); this is
// the editor's copy of the same rules, as it checks again any data it did not write
// (schema-patterns.test.ts holds the two equal): short, no back-reference, no look-around,
// no repeated group that itself repeats or chooses (the one exception cannot be read two
// ways), and few repeats and choices in all.

/** The limits of a pattern: its characters, its repeats of varying count, its `|`s. */
export const PATTERN_LIMITS = { length: 200, repeats: 4, alternatives: 8 };

interface Quantifier {
  min: number;
  max: number;
  text: string;
}
interface Group {
  kind: 'group';
  text: string;
  branches: Term[][];
}
interface Single {
  kind: 'char' | 'class' | 'assertion';
  text: string;
  literal?: string;
}
type Term = (Group | Single) & { quantifier?: Quantifier };

class Unsafe extends Error {}

/**
 * The pattern's terms, read as `new RegExp(pattern)` reads them (no flags, as Decap and
 * check-schema.ts compile it). Throws Unsafe for a back-reference, a look-around or a group
 * it does not know.
 */
function parse(source: string): Term[][] {
  let at = 0;

  const quantifier = (): Quantifier | undefined => {
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

  const atom = (): Group | Single => {
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

  const alternatives = (): Term[][] => {
    const branches: Term[][] = [[]];
    while (at < source.length && source[at] !== ')') {
      if (source[at] === '|') {
        branches.push([]);
        at += 1;
        continue;
      }
      const term: Term = atom();
      const repeat = quantifier();
      if (repeat) term.quantifier = repeat;
      branches[branches.length - 1]?.push(term);
    }
    return branches;
  };

  return alternatives();
}

const varies = (repeat: Quantifier | undefined) =>
  repeat !== undefined && repeat.min !== repeat.max;

/** Whether a group's content chooses or repeats a varying number of times, at any depth. */
const choosesOrRepeats = (branches: Term[][]): boolean =>
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
 */
function readOneWay(branches: Term[][]): boolean {
  const [terms, ...others] = branches;
  if (!terms || others.length > 0) return false;
  const optional: string[] = [];
  const present: string[] = [];
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

/** Why the editor must not compile `pattern`, in words, or undefined when it may. */
export function patternProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string' || pattern.length > PATTERN_LIMITS.length) {
    return `is not a text of at most ${PATTERN_LIMITS.length} characters`;
  }
  try {
    new RegExp(pattern);
  } catch {
    return 'is not a regular expression';
  }
  let branches: Term[][];
  try {
    branches = parse(pattern);
  } catch (error) {
    if (error instanceof Unsafe) return error.message;
    throw error;
  }
  let repeats = 0;
  let alternatives = 0;
  let nested: string | undefined;
  const walk = (level: Term[][]) => {
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
