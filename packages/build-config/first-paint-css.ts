// A page's own rules out of its part's one stylesheet (decision 030): every exposed module
// of a part shares one CSS file, but the composer inlines a page's CSS into its HTML, and
// the whole part's rules there cost a slow network a round trip on some pages (issue 56).
// Kept: every rule naming a class of the page's own CSS modules, and every rule that names
// no module class at all (element rules, global classes, custom properties, keyframes, fonts).

const CLASS = /\.(-?[A-Za-z_][\w-]*)/g;

/** At-rules whose block holds rules, which are kept when one of their rules is. */
const GROUPING = /^@(media|supports|container|layer|scope)\b/;

/** The top-level `prelude{block}` pieces of a minified stylesheet, and any `@…;` statement. */
function topLevelRules(css: string): Array<{ prelude: string; block?: string }> {
  const rules: Array<{ prelude: string; block?: string }> = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  let quote: string | undefined;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push({ prelude: css.slice(start, open).trim(), block: css.slice(open + 1, index) });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      rules.push({ prelude: css.slice(start, index + 1).trim() });
      start = index + 1;
    }
  }
  return rules.filter((rule) => rule.prelude !== '' || rule.block !== undefined);
}

/**
 * `css` with only the rules a page can use whose CSS modules define `pageClasses`, of the
 * part's `moduleClasses` (every CSS module's): a rule is left out when it names module
 * classes and none of the page's.
 */
export function firstPaintCss(
  css: string,
  pageClasses: ReadonlySet<string>,
  moduleClasses: ReadonlySet<string>,
): string {
  return topLevelRules(css)
    .flatMap(({ prelude, block }) => {
      if (block === undefined) return [prelude];
      if (GROUPING.test(prelude)) {
        const inner = firstPaintCss(block, pageClasses, moduleClasses);
        return inner ? [`${prelude}{${inner}}`] : [];
      }
      if (prelude.startsWith('@')) return [`${prelude}{${block}}`];
      const named = [...prelude.matchAll(CLASS)]
        .map((match) => match[1] ?? '')
        .filter((name) => moduleClasses.has(name));
      const kept = named.length === 0 || named.some((name) => pageClasses.has(name));
      return kept ? [`${prelude}{${block}}`] : [];
    })
    .join('');
}

/**
 * The classes a CSS module's JavaScript names (Vite's `export default {title: "…"}`): its
 * string literals, a `composes` naming several at once.
 */
export function classesOfCssModule(code: string): string[] {
  return [...code.matchAll(/"([^"\\]*)"|'([^'\\]*)'|`([^`\\$]*)`/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((text) => /^-?[A-Za-z_][\w-]*( -?[A-Za-z_][\w-]*)*$/.test(text))
    .flatMap((text) => text.split(' '));
}
