import type { Plugin } from 'vite';

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

/** Emits dist/release.json beside remoteEntry.js. */
export function releaseInfo(info: ReleaseInfo): Plugin {
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
