import { describe, expect, it } from 'vitest';
import { partsOf } from '../parts/load-parts';
import fixture from '../parts/parts.fixture.json' with { type: 'json' };
import { entryPageNames, type PublishedFile, publishedThrough } from './entry-names';

const parts = partsOf(fixture);

const stored = (slug: string, raw: string): PublishedFile => ({ slug, raw });

describe("the names of the entries' pages", () => {
  it("names each service's page as its English copy does, from the folder the part declares", async () => {
    const asked: string[] = [];
    const names = await entryPageNames(parts, async (folder) => {
      asked.push(folder);
      return [
        stored('ac', JSON.stringify({ en: { name: 'AC Repair & Service' }, hi: { name: 'एसी' } })),
        stored('geyser', JSON.stringify({ en: { name: 'Geyser Repair' } })),
      ];
    });
    expect(asked).toEqual(['apps/mf-services/content/services']);
    expect(names).toEqual({
      '/service/ac': 'AC Repair & Service',
      '/service/geyser': 'Geyser Repair',
    });
  });

  it('leaves out a file that is not JSON or has no name, so its page keeps its path', async () => {
    const names = await entryPageNames(parts, async () => [
      stored('broken', '{not json'),
      stored('nameless', '{"en":{}}'),
    ]);
    expect(names).toEqual({});
  });

  it("reads main's files of the folder as Decap's proxy backend asks for them", async () => {
    const bodies: unknown[] = [];
    const list = publishedThrough(async (body) => {
      bodies.push(body);
      return Response.json([
        {
          data: '{"en":{"name":"AC"}}',
          file: { path: 'apps/mf-services/content/services/ac.json' },
        },
        { data: null, file: { path: 'apps/mf-services/content/services/gone.json' } },
      ]);
    });
    expect(await list('apps/mf-services/content/services')).toEqual([
      { slug: 'ac', raw: '{"en":{"name":"AC"}}' },
    ]);
    expect(bodies).toEqual([
      {
        action: 'entriesByFolder',
        params: {
          branch: 'main',
          folder: 'apps/mf-services/content/services',
          extension: 'json',
          depth: 1,
        },
      },
    ]);
    const refused = publishedThrough(async () => new Response('{}', { status: 401 }));
    await expect(refused('apps/mf-services/content/services')).rejects.toThrow('401');
  });
});
