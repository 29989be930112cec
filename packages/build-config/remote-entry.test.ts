import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from './build-fixture.testing.ts';
import { remoteEntry } from './remote-entry.ts';

interface Manifest {
  exposes: Array<{
    name: string;
    path: string;
    assets: { js: { sync: string[] }; css: { sync: string[] } };
  }>;
}

describe('a remote built as an ES module federation', () => {
  let fixture: Awaited<ReturnType<typeof builtFixture>>;
  beforeAll(async () => {
    fixture = await builtFixture(
      {
        'src/first.ts': [
          "import { useState } from 'react';",
          "import { Link } from 'react-router-dom';",
          "import styles from './first.module.css';",
          'export default () => [useState, Link, styles.title];',
          "export const later = () => import('./later.ts');",
        ].join('\n'),
        'src/first.module.css': '.title { color: red; }',
        'src/second.ts': "export default 'second';",
        'src/later.ts': "export const later = 'later';",
      },
      (dir) =>
        remoteEntry('mf_test', { './First': './src/first.ts', './Second': './src/second.ts' }, dir),
    );
  });
  afterAll(() => fixture.remove());

  it('has remoteEntry.js, whose get() imports an exposed module', () => {
    const entry = fixture.read('remoteEntry.js');
    expect(entry).toMatch(/export \{[^}]*\bget\b[^}]*\}/);
    expect(entry).toContain('"./First"');
    expect(entry).toContain('mf_test exposes no ');
  });

  it('lists the files get() loads, for a warm-up that fetches them without running them', () => {
    const manifest = JSON.parse(fixture.read('mf-manifest.json')) as Manifest;
    const assets = manifest.exposes[0]?.assets;
    const listed = fixture.read('remoteEntry.js').match(/\bfiles\s*=\s*(\[[^\]]*\])/)?.[1] ?? '[]';
    expect(JSON.parse(listed)).toEqual([
      ...(assets?.js.sync ?? []).map((file) => `./${file}`),
      expect.stringMatching(/^\.\/assets\/pages-[\w-]+\.css$/),
    ]);
    expect(fixture.read('remoteEntry.js')).toMatch(/export \{[^}]*\bfiles\b/);
  });

  it('leaves the shared modules to the page: bare imports, not bundled', () => {
    const manifest = JSON.parse(fixture.read('mf-manifest.json')) as Manifest;
    const pages = fixture.read(manifest.exposes[0]?.assets.js.sync[0] ?? '');
    expect(pages).toMatch(/from ["']react["']/);
    expect(pages).toMatch(/from ["']react-router-dom["']/);
    expect(pages).not.toContain('react.transitional.element');
  });

  it('puts every exposed module in one chunk and one stylesheet, what loads later apart', () => {
    const manifest = JSON.parse(fixture.read('mf-manifest.json')) as Manifest;
    expect(manifest.exposes.map((expose) => [expose.name, expose.path])).toEqual([
      ['First', './First'],
      ['Second', './Second'],
    ]);
    const [first, second] = manifest.exposes;
    expect(first?.assets.js).toEqual(second?.assets.js);
    // The pages' chunk first; after it, what it imports (Vite's preload helper).
    expect(first?.assets.js.sync[0]).toMatch(/^assets\/pages-[\w-]+\.js$/);
    const files = (first?.assets.js.sync ?? []).map((file) => fixture.read(file));
    expect(files[0]).toMatch(/["']second["']/);
    expect(files.join('\n')).not.toMatch(/["']later["']/);
  });

  it("names each page's own rules for the composer to inline, out of the part's stylesheet", () => {
    const manifest = JSON.parse(fixture.read('mf-manifest.json')) as Manifest;
    const [first, second] = manifest.exposes.map((expose) => expose.assets.css.sync);
    expect(first).toEqual([expect.stringMatching(/^assets\/first-paint-First-[\w-]+\.css$/)]);
    expect(fixture.read(first?.[0] ?? '')).toMatch(/\._title_[\w-]{6}\{color:red\}|color: red/);
    expect(fixture.read(second?.[0] ?? '')).not.toContain('red');
  });
});
