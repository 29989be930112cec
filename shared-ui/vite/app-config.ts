import { readFileSync } from 'node:fs';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

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
}

/** React, react-dom and the router are singletons: the browser must download one React. */
function sharedSingletons(appDir: string): FederationOptions['shared'] {
  const manifest = JSON.parse(readFileSync(`${appDir}/package.json`, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const singleton = (name: string) => ({
    singleton: true,
    requiredVersion: `^${manifest.dependencies[name]}`,
  });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
  };
}

export function appConfig({
  appDir,
  port,
  base = './',
  federation: options,
}: AppBuildOptions): UserConfig {
  const origin = `http://localhost:${port}`;
  return {
    base,
    plugins: [react(), federation({ ...options, shared: sharedSingletons(appDir), dts: false })],
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
