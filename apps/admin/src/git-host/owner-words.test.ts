import { describe, expect, it } from 'vitest';
import { draftStateWords } from './owner-words';

// The server's module, loaded by address: admin's code imports nothing from platform/servers/.
const SERVER_WORDS = new URL(
  '../../../../platform/servers/editor/drafts/owner-words.mjs',
  import.meta.url,
);

describe("the live site's draft words", () => {
  it('are the words npm start shows for the same stages', async () => {
    const server = (await import(SERVER_WORDS.href)) as {
      draftStateWords: Record<string, string>;
    };
    expect(draftStateWords.checking).toBe(server.draftStateWords.checking);
    expect(draftStateWords.ready).toBe(server.draftStateWords.ready);
  });
});
