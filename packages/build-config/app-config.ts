import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, UserConfig } from 'vite';
import { CONTRACT_VERSION } from '../shared-types/src/contract.ts';
import type { AppBuildOptions } from './app-build-options.ts';
import { assetFileNames } from './asset-file-names.ts';
import { compileHints } from './compile-hints.ts';
import { composedApp } from './composed-app.ts';
import { devRemoteConfig } from './dev-remote-config.ts';
import { readManifest, sharedSingletons } from './federation-options.ts';
import { inlineScript } from './inline-script.ts';
import { type ReleaseInfo, releaseInfo } from './release-info.ts';
import { REMOTE_EAGER_CHUNKS, remoteEntry } from './remote-entry.ts';
import { renderConfigFor } from './render-config.ts';
import { scopedNames } from './scoped-names.ts';
import { SHELL_EAGER_CHUNKS, sharedModulesProvider } from './shared-modules-provider.ts';
import { standalonePage } from './standalone-page.ts';

/**
 * The one way every app of the site is built: React, federation with the same
 * singletons on every side, a fixed port, and relative asset URLs so a remote's
 * files resolve against its own origin when the shell loads it.
 */
export function appConfig(buildOptions: AppBuildOptions): (env: ConfigEnv) => UserConfig {
  return (env) => (env.isSsrBuild ? renderConfigFor(buildOptions) : configFor(buildOptions, env));
}

function configFor(buildOptions: AppBuildOptions, env: ConfigEnv): UserConfig {
  const { appDir, extraPlugins = [] } = buildOptions;
  const app = composedApp(buildOptions);
  const { port, base, federation: options, routes } = app;
  const origin = `http://localhost:${port}`;
  const manifest = readManifest(appDir);
  const release: ReleaseInfo | undefined = routes && {
    name: options.name,
    version: manifest.version,
    contract: CONTRACT_VERSION,
    routes,
  };
  // Production composes by import map (decision 030); the dev servers speak the federation
  // plugin's runtime, since a dev server cannot leave React to the page.
  const production = env.command === 'build';
  const exposes = 'exposes' in options ? options.exposes : undefined;
  const composing = production
    ? exposes
      ? [remoteEntry(options.name, exposes, appDir), compileHints(REMOTE_EAGER_CHUNKS)]
      : [sharedModulesProvider(appDir), compileHints(SHELL_EAGER_CHUNKS)]
    : [federation({ ...options, shared: sharedSingletons(manifest), dts: false })];
  return {
    base,
    plugins: [
      react(),
      inlineScript(),
      ...composing,
      release ? releaseInfo(release) : devRemoteConfig(),
      ...('package' in app && app.package ? [standalonePage(app.package)] : []),
      ...extraPlugins,
    ],
    server: { port, strictPort: true, origin, cors: true },
    preview: { port, strictPort: true, cors: true },
    build: {
      target: 'es2022',
      assetsInlineLimit: 0,
      rolldownOptions: { output: { assetFileNames } },
    },
    css: { modules: { generateScopedName: scopedNames(options.name, appDir) } },
    test: {
      environment: 'jsdom',
      isolate: false,
      setupFiles: [`${import.meta.dirname}/vitest-setup.ts`],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  } as UserConfig;
}
