import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from './build-fixture.testing.ts';
import { SHARED_SPECIFIERS } from './shared-modules.ts';
import { sharedModulesProvider } from './shared-modules-provider.ts';

describe("the shell's build, publishing the shared modules", () => {
  let fixture: Awaited<ReturnType<typeof builtFixture>>;
  beforeAll(async () => {
    fixture = await builtFixture(
      {
        'index.html':
          '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.ts"></script></body></html>',
        'main.ts': "import('./app.ts');",
        'app.ts': "import { createRoot } from 'react-dom/client';\nexport default createRoot;",
      },
      (dir) => sharedModulesProvider(dir),
    );
  });
  afterAll(() => fixture.remove());

  const importMap = () => {
    const text = fixture.read('index.html').match(/<script type="importmap">(.*?)<\/script>/)?.[1];
    return JSON.parse(text ?? '{}') as { imports: Record<string, string> };
  };

  it('names a file for every shared specifier in an import map, before any module', () => {
    const html = fixture.read('index.html');
    expect(Object.keys(importMap().imports).sort()).toEqual([...SHARED_SPECIFIERS].sort());
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('publishes React, its JSX runtime and the router in one file that exports them by name', () => {
    const { imports } = importMap();
    expect(imports['react/jsx-runtime']).toBe(imports.react);
    expect(imports['react-router-dom']).toBe(imports.react);
    const published = fixture.read(imports.react?.slice(1) ?? '');
    for (const name of ['useState', 'jsx', 'Link'])
      expect(published).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("preloads the app's files beside its entry", () => {
    const preloads = [
      ...fixture.read('index.html').matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g),
    ];
    expect(preloads.map((match) => match[1])).toContainEqual(
      expect.stringMatching(/^\/assets\/app-/),
    );
  });
});
