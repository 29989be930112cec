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

/** One language's copy of a content file: `{ "en": {...}, "hi": {...} }`. */
const copyIn = (data: Record<string, unknown>, locale: 'en' | 'hi') =>
  data[locale] as Record<string, unknown>;

describe('the services content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('refuses an empty service name, naming the file, the language and the field', () => {
    const app = contentWith('content/services/ac.json', (data) => {
      copyIn(data, 'en').name = '  ';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/services/ac.json: en.name: Service name cannot be empty',
    ]);
  });

  it('refuses a missing picture, a fourth card and an unknown field', () => {
    const app = contentWith('content/services/fridge.json', (data) => {
      const english = copyIn(data, 'en');
      english.image = { src: 'nowhere.png', alt: 'A fridge' };
      english.highlights = [
        ...(english.highlights as unknown[]),
        { icon: 'bolt', title: 'x', description: 'y' },
      ];
      english.price = '₹499';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/services/fridge.json: en.highlights: Why book us needs exactly 3 cards',
      'mf-services/content/services/fridge.json: en: Unrecognized key: "price"',
      'mf-services/content/services/fridge.json: image "nowhere.png" is not in mf-services/content/images',
    ]);
  });

  it('refuses a service page with a text not yet translated into Hindi, naming it', () => {
    const app = contentWith('content/services/ac.json', (data) => {
      delete copyIn(data, 'hi').intro;
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/services/ac.json: hi.intro: no Hindi translation (Introduction is missing)',
    ]);
  });

  it('refuses a Hindi label missing from the texts, and a title that drops its placeholder', () => {
    const app = contentWith('content/texts.json', (data) => {
      const hindi = copyIn(data, 'hi');
      delete (hindi.servicePage as Record<string, unknown>).book;
      (hindi.catalogue as Record<string, unknown>).headTitle = 'हमारी सेवाएँ';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/texts.json: hi.catalogue.headTitle: Browser tab title must keep {businessName}',
      'mf-services/content/texts.json: hi.servicePage.book: no Hindi translation (Booking button is missing)',
    ]);
  });
});
