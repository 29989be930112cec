import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScript } from './inline-script.ts';

const dir = mkdtempSync(join(tmpdir(), 'inline-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The module the plugin makes of `source`, imported with `?inline-script`: its text. */
function inlined(source: string): string {
  const file = join(dir, 'island.js');
  writeFileSync(file, source);
  const load = inlineScript().load as (this: unknown, id: string) => string;
  const module = load.call({ addWatchFile: () => {} }, `${file}?inline-script`);
  const text = module.match(/^export default (".*");$/s)?.[1];
  if (!text) throw new Error(`not a module of one string: ${module}`);
  return JSON.parse(text) as string;
}

describe('a script a page carries inline', () => {
  it('is minified, and still does what it did', () => {
    const source = `// Counts the buttons.
(() => {
  const buttonsOnThePage = document.querySelectorAll('button');
  window.counted = buttonsOnThePage.length;
})();
`;
    const text = inlined(source);
    expect(text.length).toBeLessThan(source.length * 0.6);
    expect(text).not.toContain('//');
    const fakeWindow: { counted?: number } = {};
    new Function('window', 'document', text)(fakeWindow, {
      querySelectorAll: () => [1, 2, 3],
    });
    expect(fakeWindow.counted).toBe(3);
  });

  it('refuses a script that does not parse', () => {
    expect(() => inlined('(() => {')).toThrow(/island\.js/);
  });
});
