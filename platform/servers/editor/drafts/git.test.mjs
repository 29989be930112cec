// @ts-check
// The names git.mjs gives drafts' branches.
import { describe, expect, it } from 'vitest';
import { draftBranch } from './git.mjs';

describe('draftBranch', () => {
  it("names Decap's branch for a collection's entry, and nothing for a name that is not one", () => {
    expect(draftBranch('services', 'washing-machine')).toBe('cms/services/washing-machine');
    for (const [collection, slug] of [
      ['services', '../main'],
      ['services', 'ac/../../x'],
      ['..', 'ac'],
      ['services', ''],
      ['services', '-rf'],
      ['services', 'a'.repeat(200)],
      ['services', 42],
      [undefined, 'ac'],
    ]) {
      expect(draftBranch(collection, slug), `${collection} ${slug}`).toBeUndefined();
    }
  });
});
