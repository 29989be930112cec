import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * A runtime plugin of the shell: `preloadRemote` fetches and starts a remote's entry.
 * The runtime's own snapshot plugins do that and far more (manifest remotes, their
 * assets), and the shell builds without them (`disableSnapshot`, about 1.4 KB compressed
 * less on every page); its remotes are plain remoteEntry.js URLs, so this is all the
 * warm-up (decision 008) needs of them.
 */
export default function entryPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'jac:entry-preload',
    generatePreloadAssets({ remote, remoteInfo }) {
      const entryAssets =
        'entry' in remote ? [{ name: remote.name, url: remote.entry, moduleInfo: remoteInfo }] : [];
      return Promise.resolve({ cssAssets: [], jsAssetsWithoutEntry: [], entryAssets });
    },
  };
}
