import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { composition as checked } from '../composition/load.mjs';
import type { RemoteName } from '../shared-types/src/composition.ts';
import { CONTRACT_VERSION } from '../shared-types/src/contract.ts';
import { RENDER_ASSET_BASE } from '../shared-types/src/prerender.ts';
import { ROUTER_EXPORTS } from './router-exports.ts';

/** composition.json, validated by its loader at every build, with its literal names. */
const composition = checked as typeof import('../composition.json');

/**
 * The one way every app of the site is built: React, federation with the same
 * singletons on every side, a fixed port, and relative asset URLs so a remote's
 * files resolve against its own origin when the shell loads it.
 */
type FederationOptions = Parameters<typeof federation>[0];

interface AppBuildOptions {
  /** The app folder (pass `import.meta.dirname`). */
  appDir: string;
  /** A remote's federation name in composition.json; the shell when omitted. */
  remote?: RemoteName;
  /**
   * The concrete paths of a route pattern such as '/service/*', for the remote's release
   * (sitemap, per-route HTML). Patterns without one are published as they are.
   */
  expandRoute?: (pattern: string) => readonly string[];
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

/**
 * The federation runtime's package.json, as @module-federation/vite's runtime-sharing
 * plugin imports it for one field: its version. Imported whole, the manifest (scripts,
 * exports, repository…) was bundled into the shell's remoteEntry; this serves the
 * version alone.
 */
function runtimeVersionOnly(): Plugin {
  const manifestPath = /[\\/]@module-federation[\\/]runtime[\\/]package\.json$/;
  return {
    name: 'jac:federation-runtime-version-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0] ?? id;
      if (!manifestPath.test(path)) return undefined;
      const { version } = JSON.parse(readFileSync(path, 'utf8')) as { version: string };
      return JSON.stringify({ version });
    },
  };
}

/**
 * The federation runtime and the generated list of shared modules in one chunk: the page
 * needs them together, before the app starts (the shell's 9 federation files become 8,
 * a remote's 8 become 5). The plugin's own groups (shared-module wrappers, the preload
 * helper) keep their higher priority.
 */
const federationRuntimeChunk = {
  name: 'mf-runtime',
  test: /node_modules[\\/]@module-federation[\\/]|virtual:mf-localSharedImportMap/,
  priority: 100,
};

/**
 * The shell's federation options beyond composition.json. Its remotes are plain
 * remoteEntry.js URLs, so the runtime's snapshot support (manifest remotes and their
 * assets) is left out, about 1.4 KB compressed; a small runtime plugin keeps
 * `preloadRemote` starting a remote's entry, as the warm-up (decision 008) needs.
 */
const shellFederation = {
  disableSnapshot: true,
  runtimePlugins: [`${import.meta.dirname}/entry-preload-plugin.ts`],
} satisfies Partial<FederationOptions>;

/**
 * The shell's dev server answers /remotes.json from composition.json: each remote's dev
 * server, so `npm run dev` composes the four apps with no file to keep in step.
 */
function devRemoteConfig(): Plugin {
  const config = Object.fromEntries(
    Object.entries(composition.remotes).map(([name, remote]) => [
      name,
      {
        entry: `http://localhost:${remote.port}/remoteEntry.js`,
        version: '0.0.0-dev',
        contract: CONTRACT_VERSION,
      },
    ]),
  );
  return {
    name: 'jac:dev-remote-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(config));
      });
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
function renderConfigFor(buildOptions: AppBuildOptions): UserConfig {
  const { appDir, extraPlugins = [] } = buildOptions;
  return {
    base: RENDER_ASSET_BASE,
    plugins: [react(), ...extraPlugins],
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
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  };
}

/**
 * What composition.json says of an app: its port, its federation options and, for a
 * remote, the routes it publishes with each release.
 */
function composedApp({ remote, expandRoute }: AppBuildOptions) {
  if (!remote) {
    return {
      port: composition.shell.port,
      base: '/' as const,
      // Remote URLs are deployment data (remotes.json), registered at start-up; with the
      // default 'version-first', one hung remote leaves the whole shell blank.
      federation: {
        name: 'shell',
        remotes: {},
        shareStrategy: 'loaded-first' as const,
        ...shellFederation,
      },
      routes: undefined,
    };
  }
  const entry = composition.remotes[remote];
  const routes: RemoteRoute[] = entry.routes.flatMap(({ path, expose }) =>
    (path.endsWith('*') && expandRoute ? expandRoute(path) : [path]).map((concrete) => ({
      path: concrete,
      expose,
    })),
  );
  return {
    port: entry.port,
    base: './' as const,
    federation: {
      name: remote,
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: entry.exposes as Record<string, string>,
    },
    routes,
  };
}

/**
 * CSS module class names unique to each app, even for the shared-ui modules every app
 * compiles in. With names shared across apps, the copy a later-loaded remote brings would
 * override the rules a page layers on top of them (its padding on a shared pill), and
 * since the shell warms every part's CSS (decision 008) that would happen on any page.
 * The client and render builds share this function, so their names agree.
 */
function scopedNames(app: string, appDir: string) {
  return (local: string, filename: string) => {
    const file = relative(appDir, filename.split('?')[0] ?? filename);
    const hash = createHash('sha256').update(`${app}:${file}:${local}`).digest('base64url');
    return `_${local}_${hash.slice(0, 6)}`;
  };
}

function configFor(buildOptions: AppBuildOptions, env: ConfigEnv): UserConfig {
  const { appDir, extraPlugins = [] } = buildOptions;
  const { port, base, federation: options, routes } = composedApp(buildOptions);
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
      runtimeVersionOnly(),
      release ? releaseInfo(release) : devRemoteConfig(),
      ...extraPlugins,
    ],
    server: { port, strictPort: true, origin, cors: true },
    preview: { port, strictPort: true, cors: true },
    build: {
      target: 'es2022',
      assetsInlineLimit: 0,
      rolldownOptions: { output: { codeSplitting: { groups: [federationRuntimeChunk] } } },
    },
    css: { modules: { generateScopedName: scopedNames(options.name, appDir) } },
    test: {
      environment: 'jsdom',
      setupFiles: [`${import.meta.dirname}/vitest-setup.ts`],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  } as UserConfig;
}
