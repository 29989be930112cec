import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { RENDER_ASSET_BASE } from '../shared-types/src/prerender.ts';
import type { AppBuildOptions } from './app-build-options.ts';
import { assetFileNames } from './asset-file-names.ts';
import { composedApp } from './composed-app.ts';
import { inlineScript } from './inline-script.ts';
import { scopedNames } from './scoped-names.ts';

/** Where an app's render build goes: beside dist/, never served (the release step runs it). */
export const RENDER_OUT_DIR = 'dist-render';

/**
 * The render build (`vite build --ssr src/prerender.tsx`): the same components for Node,
 * without the federation plugin (its SSR mode is not meant for production), everything
 * bundled so the release step can run it from any folder, and asset URLs under a
 * placeholder the release step replaces with the release's URL.
 */
export function renderConfigFor(buildOptions: AppBuildOptions): UserConfig {
  const { appDir, extraPlugins = [] } = buildOptions;
  return {
    base: RENDER_ASSET_BASE,
    plugins: [react(), inlineScript(), ...extraPlugins],
    css: {
      modules: {
        generateScopedName: scopedNames(composedApp(buildOptions).federation.name, appDir),
      },
    },
    // React's production build: the same markup as the browser gets, rendered faster.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: `${appDir}/${RENDER_OUT_DIR}`,
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      assetsInlineLimit: 0,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs', assetFileNames } },
    },
  };
}
