// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadParts, PartsUnavailable, partsOf, showPartsMissing } from './load-parts';

const part = (app: string, changes: Record<string, unknown> = {}) => ({
  app,
  mediaFolder: 'content/images',
  collections: [
    {
      kind: 'file',
      name: `${app}-texts`,
      label: 'Words',
      file: 'content/texts.json',
      schema: { type: 'object' },
      ...changes,
    },
  ],
});
const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe("the editor's parts", () => {
  it('are read from its own origin as the engine writes them', async () => {
    const asked: string[] = [];
    const parts = await loadParts(async (url) => {
      asked.push(url);
      return answer({ parts: [part('shell'), part('mf-contact')] })();
    });
    expect(asked).toEqual(['/parts.json']);
    expect(parts.map((item) => item.app)).toEqual(['shell', 'mf-contact']);
    expect(parts[0]?.collections[0]).toEqual({
      kind: 'file',
      name: 'shell-texts',
      label: 'Words',
      file: 'content/texts.json',
      schema: { type: 'object' },
    });
  });

  it('are refused, in words, when missing, not JSON or not their shape', async () => {
    await expect(loadParts(answer('Not found', 404))).rejects.toThrow('it is not there (404)');
    await expect(loadParts(answer('{"parts": ['))).rejects.toThrow('it is not JSON');
    await expect(loadParts(answer({ parts: [] }))).rejects.toThrow('no part of the site is live');
    await expect(
      loadParts(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow(PartsUnavailable);
    expect(() => partsOf({})).toThrow('no list of parts');
    expect(() =>
      partsOf({ parts: [part('shell', { file: '../mf-contact/content/x.json' })] }),
    ).toThrow("its file is not in the part's content/");
    expect(() => partsOf({ parts: [part('shell', { schema: 'z.string()' })] })).toThrow(
      'its schema is not an object',
    );
    expect(() =>
      partsOf({ parts: [part('shell'), part('mf-contact', { name: 'shell-texts' })] }),
    ).toThrow('two collections are named shell-texts');
  });

  it('tell the owner, on the page, when the editor cannot start', () => {
    const page = new DOMParser().parseFromString('<body><div id="x"></div></body>', 'text/html');
    showPartsMissing(page, 'it is not there (404)');
    expect(page.querySelector('h1')?.textContent).toBe('The editor cannot open your pages yet');
    expect(page.body.textContent).toContain('parts.json: it is not there (404)');
  });
});
