import { readFileSync } from 'node:fs';
import type { federation } from '@module-federation/vite';
import { ROUTER_EXPORTS } from './router-exports.ts';

// The federation the dev servers speak (`npm run dev`): the same singletons on every side.
// Production builds compose by import map instead (decision 030: remote-entry.ts,
// shared-modules-provider.ts).

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
    'react-router-dom': {
      ...singleton('react-router-dom'),
      treeShaking: { mode: 'runtime-infer', usedExports: [...ROUTER_EXPORTS] },
    },
  };
}
