import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProblems } from '../../../build-config/content/check-content.ts';
import { editedContentCopy } from '../../../build-config/content/edited-copy.ts';
import { contentCollections } from './schema';

const APP = join(import.meta.dirname, '../..');
let copy: ReturnType<typeof editedContentCopy> | undefined;

/** A copy of this app's content with `file` changed by `edit`. */
function contentWith(file: string, edit: (data: Record<string, unknown>) => void): string {
  copy = editedContentCopy(APP, file, edit);
  return copy.dir;
}

afterEach(() => copy?.remove());

describe('the marketing content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('refuses an emptied slide title, naming the file and the field', () => {
    const app = contentWith('content/landing.json', (data) => {
      (data.hero as { slides: [unknown, { title: string }] }).slides[1].title = '  ';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/landing.json: hero.slides[1].title: Slide title cannot be empty',
    ]);
  });

  it('refuses an empty paragraph of the privacy policy', () => {
    const app = contentWith('content/privacy-policy.json', (data) => {
      (data.sections as [{ paragraphs: string[] }])[0].paragraphs[0] = '';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/privacy-policy.json: sections[0].paragraphs[0]: Paragraph cannot be empty',
    ]);
  });

  it('refuses a missing picture, a fourth card and an unknown field', () => {
    const app = contentWith('content/home.json', (data) => {
      (data.serviceCards as [{ image: unknown }])[0].image = {
        src: 'nowhere.png',
        alt: 'A fridge',
      };
      data.whyChooseCards = [
        ...(data.whyChooseCards as unknown[]),
        { icon: 'bolt', title: 'x', description: 'y' },
      ];
      data.price = '₹499';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/home.json: whyChooseCards: Why choose us needs exactly 3 cards',
      'mf-marketing/content/home.json: (the whole file): Unrecognized key: "price"',
      'mf-marketing/content/home.json: image "nowhere.png" is not in mf-marketing/content/images',
    ]);
  });
});
