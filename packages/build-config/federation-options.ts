import { readFileSync } from 'node:fs';
import type { federation } from '@module-federation/vite';
import type { ConfigEnv, Plugin } from 'vite';
import { ROUTER_EXPORTS } from './router-exports.ts';

// The federation every app is built with: the same singletons on every side, one runtime
// per page, and the runtime's files kept few and small.

export type FederationOptions = Parameters<typeof federation>[0];

/** An app's package.json: its version, and the versions its singletons require. */
export interface PackageManifest {
  version: string;
  dependencies: Record<string, string>;
}

export function readManifest(appDir: string): PackageManifest {
  return JSON.parse(readFileSync(`${appDir}/package.json`, 'utf8')) as PackageManifest;
}

/** React, react-dom and the router are singletons: the browser must download one React. */
export function sharedSingletons(manifest: PackageManifest): FederationOptions['shared'] {
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
export function runtimeVersionOnly(): Plugin {
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
export const federationRuntimeChunk = {
  name: 'mf-runtime',
  test: /node_modules[\\/]@module-federation[\\/]|virtual:mf-localSharedImportMap/,
  priority: 100,
};

/**
 * The shell's federation options beyond composition.json. Its remotes are plain
 * remoteEntry.js URLs, so the runtime's snapshot support (manifest remotes and their
 * assets) is left out, about 1.4 KB compressed; the warm-up (decision 008) preloads a
 * remote's entry itself (apps/shell/src/remotes/module-preload.ts).
 */
export const shellFederation = {
  disableSnapshot: true,
} satisfies Partial<FederationOptions>;

/**
 * One federation runtime per page: in production builds the shell provides it and the
 * remotes use it, instead of each downloading its own (about 19 KB compressed each).
 * Dev servers keep a runtime of their own, so a remote still runs alone.
 */
export function runtimeSharing(
  isRemote: boolean,
  env: ConfigEnv,
): FederationOptions['experiments'] {
  if (env.command !== 'build') return undefined;
  return isRemote ? { externalRuntime: true } : { provideExternalRuntime: true };
}
