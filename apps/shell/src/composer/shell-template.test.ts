// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTemplate } from './shell-template';

const page = (head: string) =>
  `<!doctype html><html><head>${head}<script type="module" crossorigin src="/assets/index-1.js"></script></head></html>`;

describe("the shell's index.html, as the composer reads it", () => {
  it('gives its import map, each module a URL', () => {
    const map = { imports: { react: '/assets/shared-react-1.js' } };
    expect(
      readTemplate(page(`<script type="importmap">${JSON.stringify(map)}</script>`)).importMap,
    ).toEqual(map);
    expect(readTemplate(page('')).importMap).toBeUndefined();
  });

  it('refuses an import map that names anything but a URL for a module', () => {
    for (const bad of ['{"imports":{"react":42}}', '{"imports":null}', '{"scopes":{}}']) {
      expect(() => readTemplate(page(`<script type="importmap">${bad}</script>`))).toThrow(
        /import map names no URL per module/,
      );
    }
    expect(() => readTemplate(page('<script type="importmap">{not json</script>'))).toThrow();
  });
});
