import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from './build-fixture.testing.ts';
import { COMPILE_ALL_FUNCTIONS, compileHints } from './compile-hints.ts';

const FILES = {
  'index.html':
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "import('./pages.ts');",
  // A chunk that loads one with a stylesheet: Vite writes its preload map on top.
  'pages.ts': "export const later = () => import('./later.ts');",
  'later.ts': "import './later.css';\nexport const later = 'later';",
  'later.css': '.later { color: red; }',
};

describe('compile hints', () => {
  let fixture: Awaited<ReturnType<typeof builtFixture>>;
  beforeAll(async () => {
    fixture = await builtFixture(FILES, () => compileHints(['pages']));
  });
  afterAll(() => fixture.remove());

  const scriptOf = (name: string) => {
    const file = fixture
      .assets()
      .find((path) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(path));
    if (!file) throw new Error(`no ${name} chunk in ${fixture.assets().join(', ')}`);
    return fixture.read(file);
  };

  it("puts the hint on the first line of a chunk named eager, above Vite's preload map", () => {
    const pages = scriptOf('pages');
    expect(pages.split('\n')[0]).toBe(COMPILE_ALL_FUNCTIONS);
    expect(pages).toContain('__vite__mapDeps');
  });

  it("tells the file name's hash of the hint, so a name has one content", () => {
    const { augmentChunkHash } = compileHints(['pages']);
    if (typeof augmentChunkHash !== 'function') throw new Error('no augmentChunkHash hook');
    const told = (name: string) =>
      augmentChunkHash.call({} as never, { name } as Parameters<typeof augmentChunkHash>[0]);
    expect(told('pages')).toBe(COMPILE_ALL_FUNCTIONS);
    expect(told('later')).toBeUndefined();
  });

  it('leaves the other chunks to compile lazily', () => {
    expect(scriptOf('later')).not.toContain(COMPILE_ALL_FUNCTIONS);
    expect(scriptOf('index')).not.toContain(COMPILE_ALL_FUNCTIONS);
  });
});
