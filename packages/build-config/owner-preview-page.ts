import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type PluginOption } from 'vite';
import { OWNER_PREVIEW_PAGE } from '../shared-types/src/owner-preview.ts';
import { assetFileNames } from './asset-file-names.ts';

/**
 * The owner's preview page of a part (`owner-preview.html` in its folder): built by the
 * part's own browser build into the same dist/, so its release ships it beside
 * index.html, served from the part's own origin with a policy of its own (servers/). The
 * editor frames it, sandboxed, and posts it the entry being typed (shared-types'
 * owner-preview.ts); it draws it with the part's components.
 *
 * It is built apart, after the federated build and without federation: a remote's
 * production build takes its federation runtime from the shell (externalRuntime), which a
 * page of its own has none of. So the page holds its own React, and runs alone.
 */
export function ownerPreviewPage({
  appDir,
  plugins = [],
}: {
  /** The part's folder (pass `import.meta.dirname`). */
  appDir: string;
  /** The plugins its pages need besides React (vite-imagetools for content pictures). */
  plugins?: PluginOption[];
}): Plugin {
  let outDir = join(appDir, 'dist');
  let mode = 'production';
  return {
    name: 'jac:owner-preview-page',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: appDir,
        base: './',
        mode,
        logLevel: 'warn',
        plugins: [react(), ...plugins],
        build: {
          outDir,
          // The federated build is there already: this adds a page and its files.
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          assetsInlineLimit: 0,
          rolldownOptions: {
            input: { ownerPreview: join(appDir, OWNER_PREVIEW_PAGE) },
            // The pictures the part's own build wrote already, under the same names.
            output: { assetFileNames },
          },
        },
      });
    },
  };
}
