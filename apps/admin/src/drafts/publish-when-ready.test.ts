import { describe, expect, it } from 'vitest';
import type { AskBackend, DraftState } from './draft-states';
import { entryOf, waitWords } from './draft-states';
import { refuseUntilReady } from './publish-when-ready';

const answering =
  (drafts: Partial<DraftState>[] | undefined, status = 200): AskBackend =>
  async () =>
    new Response(JSON.stringify(drafts ? { drafts } : {}), { status });

const ac = { collection: 'services', slug: 'ac' };

describe('publishing a draft', () => {
  it('goes on once the draft is ready, or when the backend cannot tell', async () => {
    await expect(
      refuseUntilReady(answering([{ ...ac, stage: 'ready' }]), ac),
    ).resolves.toBeUndefined();
    await expect(refuseUntilReady(answering([]), ac)).resolves.toBeUndefined();
    await expect(refuseUntilReady(answering(undefined, 404), ac)).resolves.toBeUndefined();
    const down: AskBackend = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(refuseUntilReady(down, ac)).resolves.toBeUndefined();
  });

  it('waits while the draft is checked: how long, in words, with no prefix and no "Failed"', async () => {
    const checking = answering([
      {
        ...ac,
        stage: 'checking',
        words: 'Checking the whole site with your change',
        secondsLeft: 14,
      },
    ]);
    const refused = await refuseUntilReady(checking, ac).catch((error: Error) => error);
    expect(String(refused)).toBe(
      'Not yet: checking the whole site with your change (about 14 seconds more). Nothing is live yet: publish once this says "Ready to publish".',
    );
  });

  it('says why a draft cannot go live', async () => {
    const blocked = answering([
      { ...ac, stage: 'blocked', words: 'Cannot be published: the checks failed' },
    ]);
    expect(String(await refuseUntilReady(blocked, ac).catch((error: Error) => error))).toBe(
      'Cannot be published: the checks failed',
    );
  });
});

describe("the editor's address", () => {
  it('names the entry it shows, and nothing on other screens', () => {
    expect(entryOf('#/collections/services/entries/ac')).toEqual(ac);
    expect(entryOf('#/collections/services/entries/washing-machine?ref=x')).toEqual({
      collection: 'services',
      slug: 'washing-machine',
    });
    expect(entryOf('#/workflow')).toBeUndefined();
    expect(entryOf('#/collections/services')).toBeUndefined();
  });

  it('says a wait in seconds, or in minutes once it is long', () => {
    expect(waitWords(1)).toBe('about 1 second');
    expect(waitWords(14)).toBe('about 14 seconds');
    expect(waitWords(150)).toBe('about 3 minutes');
  });
});
