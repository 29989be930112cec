import en from 'decap-cms-locales/dist/esm/en/index.js';
import { describe, expect, it } from 'vitest';
import { ownerPhrases, withPhrases } from './phrases';

type Phrases = { [key: string]: string | Phrases };

/** Every key path of `phrases`: "workflow.workflow.newPost". */
const keysOf = (phrases: Phrases, prefix = ''): string[] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe("the owner's words", () => {
  it("replace Decap's own phrases by their keys, each of which Decap has", () => {
    const decap = keysOf(en as Phrases);
    for (const key of keysOf(ownerPhrases)) expect(decap, key).toContain(key);
  });

  it('keep every other phrase of Decap', () => {
    const merged = withPhrases(en as Phrases, ownerPhrases);
    expect(keysOf(merged).sort()).toEqual(keysOf(en as Phrases).sort());
    expect((merged.workflow as Phrases).workflow).toMatchObject({
      workflowHeading: 'Changes waiting to go live',
      dateFormat: 'MMMM D',
    });
  });

  it('name no symbol a font may lack, and never say "Failed" for "not yet"', () => {
    const values = (phrases: Phrases): string[] =>
      Object.values(phrases).flatMap((value) =>
        typeof value === 'string' ? [value] : values(value),
      );
    const words = values(ownerPhrases).join('\n');
    expect(words).not.toContain('＋');
    expect(words).not.toMatch(/Failed|Editorial|Post\b|Entry/);
  });
});
