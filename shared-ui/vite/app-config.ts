import { readFileSync } from 'node:fs';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { CONTRACT_VERSION } from '../../shared-types/src/contract.ts';
import { RENDER_ASSET_BASE } from '../../shared-types/src/prerender.ts';
import { ROUTER_EXPORTS } from './router-exports.ts';

/**
 * The one way every app of the site is built: React, federation with the same
 * singletons on every side, a fixed port, and relative asset URLs so a remote's
 * files resolve against its own origin when the shell loads it.
 */
type FederationOptions = Parameters<typeof federation>[0];

interface AppBuildOptions {
  /** The app folder (pass `import.meta.dirname`). */
  appDir: string;
  port: number;
  /** '/' for the shell (its routes are nested paths); './' for remotes, whose files load cross-origin. */
  base?: '/' | './';
  federation: Omit<FederationOptions, 'shared' | 'dts'>;
  /** For a remote: the routes it serves, published with its release (sitemap, per-route HTML). */
  routes?: readonly RemoteRoute[];
  /** Plugins only this app needs. */
  extraPlugins?: Plugin[];
}

/** A route a remote serves, and the exposed module ('./ServicePage') that renders it. */
export interface RemoteRoute {
  path: string;
  expose: string;
}

/** What a remote's build says about itself, read by the deploy step (scripts/release.mjs). */
export interface ReleaseInfo {
  name: string;
  version: string;
  /** The shared-types contract version this build implements. */
  contract: string;
  routes: readonly RemoteRoute[];
}

interface PackageManifest {
  version: string;
  dependencies: Record<string, string>;
}

function readManifest(appDir: string): PackageManifest {
  return JSON.parse(readFileSync(`${appDir}/package.json`, 'utf8')) as PackageManifest;
}

/** React, react-dom and the router are singletons: the browser must download one React. */
function sharedSingletons(manifest: PackageManifest): FederationOptions['shared'] {
  const singleton = (name: string) => ({
    singleton: true,
    requiredVersion: `^${manifest.dependencies[name]}`,
  });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // The router is trimmed to what the apps use (about 50 KB less JavaScript).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      treeShaking: { mode: 'runtime-infer', usedExports: [...ROUTER_EXPORTS] },
    },
  };
}

/** Emits dist/release.json beside remoteEntry.js. */
function releaseInfo(info: ReleaseInfo): Plugin {
  return {
    name: 'jac:release-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'release.json',
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}

/**
 * One federation runtime per page: in production builds the shell provides it and the
 * remotes use it, instead of each downloading its own (about 19 KB compressed each).
 * Dev servers keep a runtime of their own, so a remote still runs alone.
 */
function runtimeSharing(isRemote: boolean, env: ConfigEnv): FederationOptions['experiments'] {
  if (env.command !== 'build') return undefined;
  return isRemote ? { externalRuntime: true } : { provideExternalRuntime: true };
}

export function appConfig(buildOptions: AppBuildOptions): (env: ConfigEnv) => UserConfig {
  return (env) => (env.isSsrBuild ? renderConfigFor(buildOptions) : configFor(buildOptions, env));
}

/** Where an app's render build goes: beside dist/, never served (the release step runs it). */
export const RENDER_OUT_DIR = 'dist-render';

/**
 * The render build (`vite build --ssr src/prerender.tsx`): the same components for Node,
 * without the federation plugin (its SSR mode is not meant for production), everything
 * bundled so the release step can run it from any folder, and asset URLs under a
 * placeholder the release step replaces with the release's URL.
 */
function renderConfigFor({ appDir, extraPlugins = [] }: AppBuildOptions): UserConfig {
  return {
    base: RENDER_ASSET_BASE,
    plugins: [react(), ...extraPlugins],
    // React's production build: the same markup as the browser gets, rendered faster.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: `${appDir}/${RENDER_OUT_DIR}`,
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      assetsInlineLimit: 0,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  };
}

function configFor(
  { appDir, port, base = './', federation: options, routes, extraPlugins = [] }: AppBuildOptions,
  env: ConfigEnv,
): UserConfig {
  const origin = `http://localhost:${port}`;
  const manifest = readManifest(appDir);
  const release: ReleaseInfo | undefined = routes && {
    name: options.name,
    version: manifest.version,
    contract: CONTRACT_VERSION,
    routes,
  };
  return {
    base,
    plugins: [
      react(),
      federation({
        ...options,
        shared: sharedSingletons(manifest),
        experiments: runtimeSharing(routes !== undefined, env),
        dts: false,
      }),
      release && releaseInfo(release),
      ...extraPlugins,
    ],
    server: { port, strictPort: true, origin, cors: true },
    preview: { port, strictPort: true, cors: true },
    build: { target: 'es2022', assetsInlineLimit: 0 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  } as UserConfig;
}
