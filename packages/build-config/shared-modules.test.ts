import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS } from './router-exports.ts';
import { SAME_VALUE, SHARED_MODULES, sharedModuleSource } from './shared-modules.ts';

const here = import.meta.dirname;
const load = createRequire(`${here}/package.json`);

/** The names a generated module exports, as written in its `export { … } from` lines. */
const exportedNames = (source: string) =>
  [...source.matchAll(/export \{ ([^}]*) \}/g)].flatMap((match) => (match[1] ?? '').split(', '));

describe('the shared modules the shell publishes', () => {
  it('publish React, its JSX runtime and the router from one module, by name', () => {
    const source = sharedModuleSource(SHARED_MODULES['shared-react'], here);
    const names = exportedNames(source);
    for (const name of [
      'useState',
      'Suspense',
      'use',
      'jsx',
      'jsxs',
      'Fragment',
      ...ROUTER_EXPORTS,
    ]) {
      expect(names).toContain(name);
    }
    // Each name once: a module cannot export one name twice.
    expect(new Set(names).size).toBe(names.length);
    expect(source).toMatch(/export default/);
  });

  it('publish React DOM and its client from another', () => {
    const names = exportedNames(sharedModuleSource(SHARED_MODULES['shared-react-dom'], here));
    for (const name of ['createPortal', 'flushSync', 'createRoot', 'hydrateRoot', 'version']) {
      expect(names).toContain(name);
    }
  });

  it('refuse two specifiers that export one name with different values', () => {
    // React's `version` and React DOM's are two packages' versions: not one value by rule.
    expect(() => sharedModuleSource(['react', 'react-dom'], here)).toThrow(
      /react-dom and react both export .*version/,
    );
  });

  it('take a name two specifiers export from the first only where both hold the same value', () => {
    const firstOf: Record<string, string> = {
      'react/jsx-runtime': 'react',
      'react-dom/client': 'react-dom',
    };
    for (const pair of SAME_VALUE) {
      const [specifier = '', name = ''] = pair.split('#');
      const first = firstOf[specifier] ?? '';
      expect(load(specifier)[name], pair).toBe(load(first)[name]);
    }
  });
});
