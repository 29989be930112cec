// @ts-check
// Which jobs of a workflow run, given how some of them end: GitHub's rules for `needs` and
// `if`, played out on the parsed file, for the tests that a failure upstream stops what it
// must stop. A job without `if` runs when every job it needs succeeded; an `if` without a
// status function (always(), cancelled(), failure(), success()) is ANDed with that; with
// one, it alone decides. The run is never cancelled here. The expressions read are the
// workflows' own: ==, !=, &&, ||, !, parentheses, strings, needs.*, inputs.*, github.*,
// contains(), fromJSON(), startsWith() and the status functions.

/** @import { Job } from './workflows.mjs' */

/** @typedef {{ result: string, outputs: Record<string, string> }} Ended */

const TOKEN =
  /\s*(?:(?<string>'(?:[^']|'')*')|(?<op>==|!=|&&|\|\||!|\(|\)|,)|(?<name>[A-Za-z_][\w.-]*))/y;

/**
 * A GitHub expression as a function of its contexts.
 * @param {string} text with or without ${{ }}
 * @returns {(context: { needs: Record<string, Ended>, inputs?: Record<string, unknown>, github?: Record<string, unknown> }) => unknown}
 */
export function expressionOf(text) {
  const source = text
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .trim();
  let js = '';
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const match = TOKEN.exec(source);
    if (!match?.groups) throw new Error(`cannot read ${JSON.stringify(source)}`);
    const { string, op, name = '' } = match.groups;
    if (string) js += JSON.stringify(string.slice(1, -1).replaceAll("''", "'"));
    else if (op) js += op === '==' ? '===' : op === '!=' ? '!==' : op;
    else if (/^(contains|fromJSON|startsWith|always|cancelled|failure|success)$/.test(name))
      js += `fn.${name}`;
    else if (/^(true|false)$/.test(name)) js += name;
    else js += `at(${JSON.stringify(name)})`;
  }
  const body = new Function('fn', 'at', `return (${js});`);
  return ({ needs, inputs = {}, github = {} }) => {
    const results = Object.values(needs).map((need) => need.result);
    const fn = {
      contains: (/** @type {any} */ whole, /** @type {any} */ part) => whole.includes(part),
      fromJSON: (/** @type {string} */ json) => JSON.parse(json),
      startsWith: (/** @type {string} */ whole, /** @type {string} */ part) =>
        String(whole).startsWith(part),
      always: () => true,
      cancelled: () => false,
      failure: () => results.includes('failure'),
      success: () => results.every((result) => result === 'success'),
    };
    /** @param {string} path */
    const at = (path) => {
      const [root = '', ...rest] = path.split('.');
      /** @type {any} */
      let value = /** @type {Record<string, unknown>} */ ({ needs, inputs, github })[root];
      if (value === undefined) throw new Error(`no context ${root} in ${source}`);
      for (const key of rest) value = value?.[key];
      return value ?? '';
    };
    return body(fn, at);
  };
}

/**
 * Every job's end, in the order of `needs`: those in `ended` end as given when they run,
 * any other that runs succeeds with no outputs, and one that does not run is skipped.
 * @param {Record<string, Job>} jobs
 * @param {Record<string, Partial<Ended>>} ended
 * @param {{ inputs?: Record<string, unknown>, github?: Record<string, unknown> }} [context]
 * @returns {Record<string, Ended>} each job's result and outputs
 */
export function jobEnds(jobs, ended, context = {}) {
  /** @type {Record<string, Ended>} */
  const done = {};
  const pending = Object.keys(jobs);
  while (pending.length > 0) {
    const index = pending.findIndex((name) =>
      [jobs[name]?.needs ?? []].flat().every((need) => need in done),
    );
    if (index < 0) throw new Error(`jobs that need each other: ${pending.join(', ')}`);
    const name = pending.splice(index, 1)[0] ?? '';
    const job = jobs[name] ?? {};
    const needs = Object.fromEntries(
      [job.needs ?? []].flat().map((need) => [need, /** @type {Ended} */ (done[need])]),
    );
    const condition = job.if ?? 'success()';
    const decides = /\b(always|cancelled|failure|success)\(\)/.test(condition)
      ? condition
      : `success() && (${condition.replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')})`;
    const runs = Boolean(expressionOf(decides)({ needs, ...context }));
    done[name] = runs
      ? { result: ended[name]?.result ?? 'success', outputs: ended[name]?.outputs ?? {} }
      : { result: 'skipped', outputs: {} };
  }
  return done;
}

/** Each job's result alone. @param {Parameters<typeof jobEnds>} args */
export const jobResults = (...args) =>
  Object.fromEntries(Object.entries(jobEnds(...args)).map(([name, end]) => [name, end.result]));
