import type { Plugin } from 'vite';

// The editor's page keeps the owner's Git token, so its policy allows no eval: no script
// that got in can turn text into code there. Decap CMS needs it in one place only: at
// start it checks its configuration with ajv, which compiles the check with
// `new Function` (decap-cms-core's constants/configSchema.js, the one module of the
// editor's that imports ajv). The build gives that module, and it alone, stand-ins that
// compile nothing and pass the configuration on as it is: the configuration is the
// editor's own, generated from checked data (decap-config.ts, whose tests hold its shape),
// and Decap still normalizes it as before. Every other use of Function in Decap's
// dependencies is a fallback the browser never reaches (lodash's global lookup, a bind
// polyfill) or is caught (ts-invariant's process stub).

/** The module of decap-cms-core that imports ajv: its configuration's check. */
export const DECAP_CONFIG_CHECK =
  /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]constants[\\/]configSchema\.js$/;

/** What it imports, and the stand-in for each: no compiler, no eval. */
export const STAND_INS: Readonly<Record<string, string>> = {
  ajv: [
    'export default class Ajv {',
    '  constructor() { this.errors = null; }',
    '  addKeyword() { return this; }',
    '  validate() { return true; }',
    '}',
  ].join('\n'),
  'ajv-keywords/dist/keywords': [
    'const none = () => undefined;',
    'export { none as select, none as uniqueItemProperties, none as instanceof, none as prohibited };',
  ].join('\n'),
  'ajv-errors': 'export default () => undefined;',
};

const PREFIX = '\0jac:decap-without-eval:';

/**
 * The stand-ins, for the build and for the dev server's pre-bundling (which bundles Decap
 * apart from the build's plugins). `mustApply`: a build that never met Decap's check fails,
 * so an upgrade of Decap that moved it cannot bring eval back unnoticed.
 */
export function decapWithoutEval({ mustApply = false } = {}) {
  let applied = false;
  return {
    name: 'jac:decap-without-eval',
    // Before Vite's own resolver, which would find the real ajv first.
    enforce: 'pre',
    resolveId(source: string, importer: string | undefined) {
      if (!importer || !DECAP_CONFIG_CHECK.test(importer) || !(source in STAND_INS)) return null;
      applied = true;
      return `${PREFIX}${source}`;
    },
    load(id: string) {
      return id.startsWith(PREFIX) ? (STAND_INS[id.slice(PREFIX.length)] ?? null) : null;
    },
    buildEnd(this: { error(message: string): never }, error?: Error) {
      if (mustApply && !applied && !error) {
        this.error(
          "decap-cms-core's configuration check (constants/configSchema.js) was not met: " +
            "its ajv would need 'unsafe-eval' on the editor's origin (src/config/decap-without-eval.ts)",
        );
      }
    },
  } satisfies Plugin;
}
