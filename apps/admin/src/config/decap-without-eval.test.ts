import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECAP_CONFIG_CHECK, decapWithoutEval, STAND_INS } from './decap-without-eval';

// The editor's policy allows no eval (csp.ts): Decap's configuration check, which compiles
// with ajv, is given stand-ins at build. These hold what the build cannot show without
// running Decap in a browser (the e2e specs do): that the stand-ins are what the check
// imports, met there alone, and compile nothing.
const require = createRequire(import.meta.url);
const CONFIG_CHECK = require.resolve('decap-cms-core/dist/esm/constants/configSchema.js');

/** A stand-in as the browser would load it. */
const standIn = async (name: string) =>
  (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(STAND_INS[name] ?? '')}`
  )) as Record<string, (...args: unknown[]) => unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Decap's configuration check in the editor's build", () => {
  it('is the module the plugin meets, and ajv and its add-ons are all it imports of them', () => {
    expect(DECAP_CONFIG_CHECK.test(CONFIG_CHECK)).toBe(true);
    const imported = [...readFileSync(CONFIG_CHECK, 'utf8').matchAll(/from '([^']+)'/g)]
      .map((found) => found[1] ?? '')
      .filter((name) => name.startsWith('ajv'));
    expect(imported.sort()).toEqual(Object.keys(STAND_INS).sort());
  });

  it('gets the stand-ins from there alone: any other importer gets the real modules', async () => {
    const plugin = decapWithoutEval();
    for (const name of Object.keys(STAND_INS)) {
      const id = plugin.resolveId(name, CONFIG_CHECK);
      expect(id, name).toMatch(/^\0jac:decap-without-eval:/);
      expect(plugin.load(id ?? '')).toBe(STAND_INS[name]);
      expect(plugin.resolveId(name, '/work/node_modules/other/index.js')).toBeNull();
      expect(plugin.resolveId(name, undefined)).toBeNull();
    }
    expect(plugin.resolveId('../formats/formats', CONFIG_CHECK)).toBeNull();
    expect(plugin.load('/work/admin/src/main.tsx')).toBeNull();
  });

  it('fails a build that never met the check, so an upgrade cannot bring eval back unnoticed', () => {
    const error = vi.fn((message: string): never => {
      throw new Error(message);
    });
    expect(() => decapWithoutEval({ mustApply: true }).buildEnd.call({ error })).toThrow(
      /configuration check .* was not met/,
    );
    const met = decapWithoutEval({ mustApply: true });
    met.resolveId('ajv', CONFIG_CHECK);
    expect(() => met.buildEnd.call({ error })).not.toThrow();
  });

  it("runs Decap's check without compiling: the real ajv would (control)", async () => {
    const compiled = vi.spyOn(globalThis, 'Function');
    // Decap's own calls (configSchema.js's validateConfig), with the stand-ins.
    const { default: Ajv } = await standIn('ajv');
    const keywords = await standIn('ajv-keywords/dist/keywords');
    const { default: ajvErrors } = await standIn('ajv-errors');
    const ajv = new (
      Ajv as unknown as new (
        options: object,
      ) => {
        validate(schema: object, data: unknown): boolean;
        errors: unknown;
      }
    )({ allErrors: true, $data: true, strict: false });
    for (const add of ['uniqueItemProperties', 'select', 'instanceof', 'prohibited']) {
      keywords[add]?.(ajv);
    }
    ajvErrors?.(ajv);
    expect(ajv.validate({ type: 'object' }, { collections: [] })).toBe(true);
    expect(ajv.errors).toBeNull();
    expect(compiled).not.toHaveBeenCalled();
    for (const source of Object.values(STAND_INS)) expect(source).not.toMatch(/Function|eval/);
    // The real ajv compiles every schema it checks into a function from text.
    const { default: RealAjv } = await import('ajv');
    new RealAjv({ allErrors: true, strict: false }).validate({ type: 'object' }, {});
    expect(compiled).toHaveBeenCalled();
  });
});
