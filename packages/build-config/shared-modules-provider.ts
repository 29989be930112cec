import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { isSharedModule, SHARED_MODULES, sharedModuleSource } from './shared-modules.ts';
import { staticClosure } from './static-imports.ts';

// The shell's production build publishes the shared modules (decision 030): an entry per
// module, with its exports kept, and an import map in index.html that names each one's
// file. The composer carries that map into every page, so a remote's bare `import 'react'`
// runs the shell's React: one copy per page, and no runtime negotiating who provides it.

const PREFIX = 'jac-shared:';
const VIRTUAL = `\0${PREFIX}`;

/** The import map's element, as index.html carries it and the composer copies it. */
export const importMapElement = (imports: Record<string, string>) =>
  `<script type="importmap">${JSON.stringify({ imports })}</script>`;

const SHARED_LIBRARIES = {
  name: 'shared-libraries',
  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/,
};

/**
 * The shell's chunks that run as the app takes the page over (compile-hints.ts): the
 * libraries, and the app's code, which its entry imports as ./bootstrap (apps/shell/src/main.ts).
 */
export const SHELL_EAGER_CHUNKS = [SHARED_LIBRARIES.name, 'bootstrap'];

/**
 * The files the entry's `import('./bootstrap')` loads, listed in index.html as module
 * preloads: the composed page's loader fetches them beside the entry (app-loader.js)
 * instead of after it.
 */
function appFiles(bundle: OutputBundle): string[] {
  const entries = Object.values(bundle).filter(
    (output) =>
      output.type === 'chunk' && output.isEntry && !output.facadeModuleId?.startsWith(VIRTUAL),
  );
  const entryFiles = new Set(entries.map((entry) => entry.fileName));
  const loaded = entries.flatMap((entry) =>
    entry.type === 'chunk' ? [...entry.imports, ...entry.dynamicImports] : [],
  );
  return staticClosure(bundle, loaded)
    .map((chunk) => chunk.fileName)
    .filter((file) => !entryFiles.has(file));
}

export function sharedModulesProvider(appDir: string): Plugin {
  return {
    name: 'jac:shared-modules-provider',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: `${appDir}/index.html`,
            ...Object.fromEntries(
              Object.keys(SHARED_MODULES).map((name) => [name, `${PREFIX}${name}`]),
            ),
          },
          // Each shared entry keeps its exports: a remote imports them by name.
          preserveEntrySignatures: 'exports-only',
          // React, React DOM and the router in one file, which the shell's own code and every
          // shared entry import: one request for the libraries instead of five.
          output: { codeSplitting: { groups: [SHARED_LIBRARIES] } },
        },
      },
    }),
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(VIRTUAL)) return undefined;
      const name = id.slice(VIRTUAL.length);
      if (!isSharedModule(name)) throw new Error(`${name} is no shared module`);
      return sharedModuleSource(SHARED_MODULES[name], appDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const imports: Record<string, string> = {};
        for (const [name, specifiers] of Object.entries(SHARED_MODULES)) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === `${VIRTUAL}${name}`,
          );
          if (!chunk) throw new Error(`no file publishes ${name}`);
          for (const specifier of specifiers) imports[specifier] = `/${chunk.fileName}`;
        }
        // Those Vite has not listed already (the entry's static imports).
        const preloads = appFiles(bundle)
          .filter((file) => !html.includes(`href="/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        // The map before every module the page loads: a map read after one is ignored.
        return html
          .replace(/<head>/, `<head>\n    ${importMapElement(imports)}`)
          .replace('</head>', `  ${preloads.join('')}\n  </head>`);
      },
    },
  };
}
