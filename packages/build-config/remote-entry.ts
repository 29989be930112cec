import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { classesOfCssModule, firstPaintCss } from './first-paint-css.ts';
import { isSharedSpecifier } from './shared-modules.ts';
import { staticClosure } from './static-imports.ts';

// A remote's production build as an ES module federation (decision 030): remoteEntry.js
// is a plain module whose `get('./ContactPage')` imports that exposed module, the shared
// modules stay bare imports for the page's import map, and mf-manifest.json lists each
// exposed module's files for the composer, as the federation plugin's manifest did.

const ENTRY_ID = 'jac:remote-entry';
// Its chunk and stylesheet are named after the last part of its id: assets/pages-<hash>.js.
const PAGES_ID = 'jac-remote/pages';
/** The chunks of a remote that run when the shell warms it up or shows a page (compile-hints.ts). */
export const REMOTE_EAGER_CHUNKS = ['pages'];
/** Where remoteEntry.js lists the part's files, written once the bundle has their names. */
const FILES_PLACEHOLDER = '__JAC_PART_FILES__';
const FILES_IN_CODE = new RegExp(`\\[\\s*(["'\`])${FILES_PLACEHOLDER}\\1\\s*\\]`);

/**
 * remoteEntry.js's source: `get` imports the part's exposed modules, all in one chunk, so
 * that the warm-up of a part is one request (and one stylesheet), not one per page; what
 * a page loads only when used (the carousel's Swiper, the form's sweetalert2 and EmailJS)
 * stays a chunk of its own. Nothing runs before `get`.
 */
function entrySource(name: string, exposes: Record<string, string>): string {
  const keys = Object.fromEntries(
    Object.keys(exposes).map((expose, index) => [expose, `e${index}`]),
  );
  return [
    `const keys = ${JSON.stringify(keys)};`,
    '/** The files `get` loads, relative to this entry: the warm-up fetches them without running any. */',
    `export const files = [${JSON.stringify(FILES_PLACEHOLDER)}];`,
    "/** The exposed module `expose` ('./ContactPage'), loaded with its chunks and CSS. */",
    'export function get(expose) {',
    '  const key = Object.hasOwn(keys, expose) ? keys[expose] : undefined;',
    `  if (!key) return Promise.reject(new Error(${JSON.stringify(name)} + " exposes no " + expose));`,
    `  return import(${JSON.stringify(PAGES_ID)}).then((pages) => pages[key]);`,
    '}',
    '',
  ].join('\n');
}

/** The one module that holds every exposed module, each as a namespace ('e0', 'e1'…). */
function pagesSource(exposes: Record<string, string>, appDir: string): string {
  return Object.values(exposes)
    .map((path, index) => `export * as e${index} from ${JSON.stringify(resolve(appDir, path))};`)
    .join('\n');
}

/** A chunk's file and every file it imports statically, its CSS apart. */
function filesOf(chunk: OutputChunk, bundle: OutputBundle) {
  const chunks = staticClosure(bundle, [chunk.fileName]);
  const cssOf = (each: OutputChunk) =>
    (each as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
      ?.importedCss ?? [];
  return {
    js: chunks.map((each) => each.fileName),
    css: [...new Set(chunks.flatMap((each) => [...cssOf(each)]))],
  };
}

const CSS_MODULE = /\.module\.css(\?|$)/;

/** The module classes of every CSS module `id` imports, itself and its static imports. */
function classesFrom(
  id: string,
  moduleInfo: (id: string) => { importedIds: readonly string[] } | null,
  cssModules: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const classes = new Set<string>();
  const seen = new Set<string>();
  const visit = (each: string) => {
    if (seen.has(each)) return;
    seen.add(each);
    for (const name of cssModules.get(each) ?? []) classes.add(name);
    for (const imported of moduleInfo(each)?.importedIds ?? []) visit(imported);
  };
  visit(id);
  return classes;
}

export function remoteEntry(name: string, exposes: Record<string, string>, appDir: string): Plugin {
  /** Each CSS module's classes, as its JavaScript names them. */
  const cssModules = new Map<string, string[]>();
  return {
    name: 'jac:remote-entry',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { remoteEntry: ENTRY_ID },
          preserveEntrySignatures: 'exports-only',
          external: (id: string) => isSharedSpecifier(id),
          output: {
            entryFileNames: (chunk: { name: string }) =>
              chunk.name === 'remoteEntry' ? 'remoteEntry.js' : 'assets/[name]-[hash].js',
          },
        },
      },
    }),
    resolveId: (id) => (id === ENTRY_ID || id === PAGES_ID ? `\0${id}` : undefined),
    transform: {
      order: 'post',
      handler(code, id) {
        if (CSS_MODULE.test(id)) cssModules.set(id, classesOfCssModule(code));
        return undefined;
      },
    },
    load(id) {
      if (id === `\0${ENTRY_ID}`) return entrySource(name, exposes);
      if (id === `\0${PAGES_ID}`) return pagesSource(exposes, appDir);
      return undefined;
    },
    generateBundle(_options, bundle) {
      const pages = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId === `\0${PAGES_ID}`,
      );
      if (pages?.type !== 'chunk') throw new Error(`${name}: no chunk holds its exposed modules`);
      const files = filesOf(pages, bundle);
      const partCss = files.css
        .map((file) => String(bundle[file]?.type === 'asset' ? bundle[file].source : ''))
        .join('');
      const moduleClasses = new Set([...cssModules.values()].flat());
      const manifestExposes = Object.entries(exposes).map(([expose, path]) => {
        const exposeName = expose.replace(/^\.\//, '');
        // The page's own rules, which the composer inlines; the app loads the part's whole file.
        const classes = classesFrom(
          resolve(appDir, path),
          (id) => this.getModuleInfo(id),
          cssModules,
        );
        const css = firstPaintCss(partCss, classes, moduleClasses);
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
        const firstPaint = `assets/first-paint-${exposeName}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName: firstPaint, source: css });
        return {
          id: `${name}:${exposeName}`,
          name: exposeName,
          path: expose,
          assets: {
            js: { sync: files.js, async: [] },
            css: { sync: [firstPaint], async: [] },
          },
        };
      });
      const entry = bundle['remoteEntry.js'];
      if (entry?.type !== 'chunk' || !FILES_IN_CODE.test(entry.code)) {
        throw new Error(`${name}: remoteEntry.js has no list of its files to fill in`);
      }
      const relative = [...files.js, ...files.css].map((file) => `./${file}`);
      entry.code = entry.code.replace(FILES_IN_CODE, JSON.stringify(relative));
      this.emitFile({
        type: 'asset',
        fileName: 'mf-manifest.json',
        source: `${JSON.stringify({ id: name, name, exposes: manifestExposes }, null, 2)}\n`,
      });
    },
  };
}
