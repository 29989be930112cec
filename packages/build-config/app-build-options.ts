import type { Plugin } from 'vite';
import type { RemoteName } from '../shared-types/src/composition.ts';

/** What an app's vite.config.ts tells appConfig; the rest comes from composition.json. */
export interface AppBuildOptions {
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
