import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * A throwaway app beside this package (so its bare imports find the workspace's
 * node_modules), built by Vite with `plugin`; its files, read back. Removed by `remove`.
 */
export async function builtFixture(
  files: Record<string, string>,
  pluginOf: (dir: string) => Plugin,
) {
  const dir = mkdtempSync(join(import.meta.dirname, '.fixture-build-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  await build({
    root: dir,
    base: files['index.html'] ? '/' : './',
    logLevel: 'silent',
    configFile: false,
    plugins: [pluginOf(dir)],
    build: { outDir: join(dir, 'dist'), minify: false },
  });
  return {
    read: (path: string) => readFileSync(join(dir, 'dist', path), 'utf8'),
    /** The built files under assets/, as `assets/<name>`. */
    assets: () => readdirSync(join(dir, 'dist/assets')).map((name) => `assets/${name}`),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
