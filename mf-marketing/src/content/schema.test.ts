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

/** One language's copy inside a `{ "en": {...}, "hi": {...} }` content file. */
const copyIn = (data: Record<string, unknown>, locale: 'en' | 'hi') =>
  data[locale] as Record<string, unknown>;

afterEach(() => copy?.remove());

describe('the marketing content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('refuses an emptied slide title, naming the file, the language and the field', () => {
    const app = contentWith('content/landing.json', (data) => {
      (copyIn(data, 'en').hero as { slides: [unknown, { title: string }] }).slides[1].title = '  ';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/landing.json: en.hero.slides[1].title: Slide title cannot be empty',
    ]);
  });

  it('refuses an empty paragraph of the privacy policy', () => {
    const app = contentWith('content/privacy-policy.json', (data) => {
      (copyIn(data, 'hi').sections as [{ paragraphs: string[] }])[0].paragraphs[0] = '';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/privacy-policy.json: hi.sections[0].paragraphs[0]: Paragraph cannot be empty',
    ]);
  });

  it('refuses a missing picture, a fourth card and an unknown field', () => {
    const app = contentWith('content/home.json', (data) => {
      const home = copyIn(data, 'en');
      (home.serviceCards as [{ image: unknown }])[0].image = {
        src: 'nowhere.png',
        alt: 'A fridge',
      };
      home.whyChooseCards = [
        ...(home.whyChooseCards as unknown[]),
        { icon: 'bolt', title: 'x', description: 'y' },
      ];
      home.price = '₹499';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/home.json: en.whyChooseCards: Why choose us needs exactly 3 cards',
      'mf-marketing/content/home.json: en: Unrecognized key: "price"',
      'mf-marketing/content/home.json: image "nowhere.png" is not in mf-marketing/content/images',
    ]);
  });

  it('refuses a text with no Hindi translation, naming its key', () => {
    const app = contentWith('content/about.json', (data) => {
      delete copyIn(data, 'hi').intro;
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/about.json: hi.intro: no Hindi translation (Introduction is missing)',
    ]);
  });

  it('refuses a translated template that drops a placeholder the site fills in', () => {
    const app = contentWith('content/texts.json', (data) => {
      (copyIn(data, 'hi').home as { whyChooseHeading: string }).whyChooseHeading = 'हमें चुनें';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-marketing/content/texts.json: hi.home.whyChooseHeading: Why choose us heading must keep {businessName}',
    ]);
  });
});
