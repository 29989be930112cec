import { createRequire } from 'node:module';
import { ROUTER_EXPORTS } from './router-exports.ts';

// The modules every part shares, one copy per page (decision 030): the shell bundles them
// and publishes them in the page's import map; a remote's production build leaves them as
// bare imports, which the browser resolves through that map.

/**
 * The bare specifiers a remote's code may import, by the module of the shell that
 * publishes them. A remote's page imports React, its JSX runtime and the router together,
 * so one module publishes all three (one request, not three); React DOM is the shell's
 * to start, so a remote seldom asks for it.
 */
export const SHARED_MODULES = {
  'shared-react': ['react', 'react/jsx-runtime', 'react-router-dom'],
  'shared-react-dom': ['react-dom', 'react-dom/client'],
} as const;

export type SharedModule = keyof typeof SHARED_MODULES;
export type SharedSpecifier = (typeof SHARED_MODULES)[SharedModule][number];

export const SHARED_SPECIFIERS: readonly SharedSpecifier[] = Object.values(SHARED_MODULES).flat();

export const isSharedSpecifier = (id: string): id is SharedSpecifier =>
  (SHARED_SPECIFIERS as readonly string[]).includes(id);

export const isSharedModule = (name: string): name is SharedModule =>
  Object.hasOwn(SHARED_MODULES, name);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The names a specifier exports. React and React DOM are CommonJS, so an ES module that
 * re-exports them must name each export: they are read from the installed package, the
 * version the shell ships. The router is trimmed to the exports the apps use.
 */
function exportNames(specifier: SharedSpecifier, fromDir: string): string[] {
  if (specifier === 'react-router-dom') return [...ROUTER_EXPORTS];
  const module = createRequire(`${fromDir}/package.json`)(specifier) as Record<string, unknown>;
  return Object.keys(module).filter((name) => IDENTIFIER.test(name) && name !== 'default');
}

/** Names two specifiers of one module export with one value (checked in shared-modules.test.ts). */
export const SAME_VALUE = new Set(['react/jsx-runtime#Fragment', 'react-dom/client#version']);

/**
 * The source of the shell's module that publishes `specifiers`: every export of each by
 * name, and the first one's default (React's CommonJS export). A name two specifiers
 * export is taken from the first, and must be the same value in both (the JSX runtime's
 * `Fragment` is React's, React DOM's `version` the client's): the build fails on any other.
 */
export function sharedModuleSource(
  specifiers: readonly SharedSpecifier[],
  fromDir: string,
): string {
  const [first, ...others] = specifiers;
  if (!first) throw new Error('a shared module publishes at least one specifier');
  const taken = new Set(exportNames(first, fromDir));
  const lines = [`export { ${[...taken].join(', ')} } from ${JSON.stringify(first)};`];
  for (const specifier of others) {
    const names = exportNames(specifier, fromDir);
    const shared = names.filter((each) => taken.has(each));
    const unexpected = shared.filter((each) => !SAME_VALUE.has(`${specifier}#${each}`));
    if (unexpected.length > 0) {
      throw new Error(`${specifier} and ${first} both export ${unexpected.join(', ')}`);
    }
    const own = names.filter((each) => !taken.has(each));
    for (const each of own) taken.add(each);
    if (own.length > 0)
      lines.push(`export { ${own.join(', ')} } from ${JSON.stringify(specifier)};`);
  }
  lines.push(`import * as first from ${JSON.stringify(first)};`);
  lines.push('export default first.default ?? first;');
  return `${lines.join('\n')}\n`;
}
