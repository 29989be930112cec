import { join } from 'node:path';
import { contentProblems, schemaProblems } from 'build-config/content/check-content';
import { describe, expect, it } from 'vitest';
import ac from '../../content/services/ac.json';
import { contentCollections, serviceSchema } from './schema';

// Every part's content goes through build-config's checks (check-content.test.ts): here,
// this part's content as committed, and the rules its own schemas add.

const APP = join(import.meta.dirname, '../..');

describe('the services content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('gives a service page three highlight cards and at least three offerings', () => {
    const { highlights, offerings } = ac.en;
    expect(
      schemaProblems(serviceSchema, {
        ...ac.en,
        offerings: offerings.slice(0, 2),
        highlights: [...highlights, highlights[0]],
      }),
    ).toEqual([
      'offerings: What a visit covers needs at least 3',
      'highlights: Why book us needs exactly 3 cards',
    ]);
  });

  it('places a service in the list by a whole number from 1', () => {
    expect(schemaProblems(serviceSchema, { ...ac.en, order: 0 })).toEqual([
      'order: Position in the list starts at 1',
    ]);
  });
});
