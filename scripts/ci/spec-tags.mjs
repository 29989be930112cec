// @ts-check
// The tests a Playwright spec declares and the tags each carries, its own and its describe
// blocks', read from the source without running it: test('title', { tag: … }, …) and
// test.describe('title', { tag: … }, …). Strings, templates, comments and regular
// expressions are skipped, so a "test(" inside one is not a test.

/**
 * @typedef {object} DeclaredTest
 * @property {'test' | 'describe'} kind
 * @property {number} line 1-based
 * @property {string} title the first argument, as written
 * @property {string[]} tags its own, then its enclosing describes'
 */

const CALL = /\btest(\.describe)?(?:\.(?:only|skip|fixme|serial|parallel))*\s*\(/g;
/** Words after which a / starts a regular expression, not a division. */
const BEFORE_A_VALUE =
  /(?:^|[^\w$])(?:return|typeof|case|in|of|void|delete|throw|new|else|do|yield|await)\s*$/;
const OPENS = '([{';
const CLOSES = ')]}';

/**
 * Which characters of `source` are code (1), not inside a string, template text, comment or
 * regular expression (0). A template's ${…} is code.
 * @param {string} source @returns {Uint8Array}
 */
export function codeMap(source) {
  const code = new Uint8Array(source.length);
  /** Brace depth of each ${ entered, innermost last. @type {number[]} */
  const templates = [];
  let depth = 0;
  let last = ''; // the last code character that is not a space
  let i = 0;
  /** Skips a quoted run from `i` (on its opening quote) to after its closing one. @param {string} quote */
  const skipQuoted = (quote) => {
    for (i += 1; i < source.length && source[i] !== quote; i += 1) if (source[i] === '\\') i += 1;
    i += 1;
  };
  /** Template text from `i` to after its closing backtick, or into a ${ (returns true). */
  const skipTemplateText = () => {
    for (; i < source.length; i += 1) {
      if (source[i] === '\\') i += 1;
      else if (source[i] === '`') {
        i += 1;
        return false;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        i += 2;
        templates.push(depth);
        depth = 0;
        return true;
      }
    }
    return false;
  };
  while (i < source.length) {
    const char = source.charAt(i);
    const next = source.charAt(i + 1);
    if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (char === "'" || char === '"') {
      skipQuoted(char);
      last = char;
    } else if (char === '`') {
      i += 1;
      skipTemplateText();
      last = '`';
    } else if (
      char === '/' &&
      (last === '' ||
        /[(,=:[!&|?{};+\-*%<>~^]/.test(last) ||
        BEFORE_A_VALUE.test(source.slice(Math.max(0, i - 16), i)))
    ) {
      // A regular expression where a value starts: up to its unescaped / outside a class.
      let inClass = false;
      for (i += 1; i < source.length; i += 1) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        else if (source[i] === '/' && !inClass) break;
      }
      i += 1;
      last = '/';
    } else if (char === '}' && depth === 0 && templates.length > 0) {
      depth = /** @type {number} */ (templates.pop());
      i += 1;
      skipTemplateText();
      last = '`';
    } else {
      code[i] = 1;
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (!/\s/.test(char)) last = char;
      i += 1;
    }
  }
  return code;
}

/**
 * A call's arguments: from its opening parenthesis to the one that closes it, split at its
 * own commas. @param {string} source @param {Uint8Array} code @param {number} open
 * @returns {{ close: number, args: string[] }}
 */
function argumentsOf(source, code, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < source.length; i += 1) {
    if (!code[i]) continue;
    const char = source.charAt(i);
    if (OPENS.includes(char)) depth += 1;
    else if (CLOSES.includes(char)) {
      depth -= 1;
      if (depth === 0) {
        args.push(source.slice(start, i));
        return { close: i, args: args.map((arg) => arg.trim()).filter(Boolean) };
      }
    } else if (char === ',' && depth === 1) {
      args.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return { close: source.length, args };
}

/** A declaration's last argument is its body: test('title', async ({ page }) => …). */
const BODY = /^(?:async\b\s*)?(?:\(|function\b|[\w$]+\s*=>)/;

/** The tags an options argument names: { tag: '@a' } or { tag: ['@a', '@b'] }. @param {string} options */
function tagsOf(options) {
  if (!options.startsWith('{')) return [];
  const value = options.match(/\btag\s*:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/)?.[1] ?? '';
  return [...value.matchAll(/@[\w-]+/g)].map((match) => match[0]);
}

/**
 * Every test and describe block `source` declares, in order, with the tags it carries.
 * @param {string} source a spec file's text
 * @returns {DeclaredTest[]}
 */
export function declaredTests(source) {
  const code = codeMap(source);
  /** @type {{ kind: 'test' | 'describe', start: number, close: number, line: number, title: string, own: string[] }[]} */
  const calls = [];
  for (const match of source.matchAll(CALL)) {
    const start = match.index ?? 0;
    if (!code[start] || /[\w$.]/.test(source.charAt(start - 1))) continue;
    const open = start + match[0].length - 1;
    const { close, args } = argumentsOf(source, code, open);
    // test.skip(condition, reason), test.fixme() and the like annotate; they declare nothing.
    if (args.length < 2 || !BODY.test(args.at(-1) ?? '')) continue;
    calls.push({
      kind: /** @type {'test' | 'describe'} */ (match[1] ? 'describe' : 'test'),
      start,
      close,
      line: source.slice(0, start).split('\n').length,
      title: args[0] ?? '',
      own: tagsOf(args[1] ?? ''),
    });
  }
  return calls.map(({ kind, start, line, title, own }) => {
    const enclosing = calls.filter(
      (outer) => outer.kind === 'describe' && outer.start < start && start < outer.close,
    );
    return { kind, line, title, tags: [...own, ...enclosing.flatMap((outer) => outer.own)] };
  });
}
