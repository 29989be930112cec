import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTER_EXPORTS } from 'build-config/router-exports';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const apps = [
  'apps/shell',
  'apps/mf-marketing',
  'apps/mf-services',
  'apps/mf-contact',
  'packages/shared-ui',
];

/**
 * Files the shared router never serves: tests and what they share (*.testing.tsx), what
 * only the render builds (Node) bundle, and a part's owner preview page (built apart,
 * without federation: its own router).
 */
const notInTheBrowser =
  /(\.test(ing)?\.tsx?|(^|\/)prerender\.tsx|(^|\/)render-to-html\.tsx|(^|\/)composer\/.*|(^|\/)owner-preview\/.*)$/;

/** The value (not type-only) names each browser file imports from react-router-dom. */
function routerImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const app of apps) {
    const dir = join(root, app, 'src');
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || notInTheBrowser.test(file)) continue;
      const source = readFileSync(join(dir, file), 'utf8');
      for (const match of source.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g,
      )) {
        if (match[1]) continue;
        const names = (match[2] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] as string);
        found.set(`${app}/src/${file}`, names);
      }
    }
  }
  return found;
}

describe('the trimmed shared router', () => {
  it('keeps every export any app imports', () => {
    const kept = new Set<string>(ROUTER_EXPORTS);
    const missing = [...routerImports()].flatMap(([file, names]) =>
      names.filter((name) => !kept.has(name)).map((name) => `${name} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(routerImports().size).toBeGreaterThan(10);
  });
});
