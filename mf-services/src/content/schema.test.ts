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

describe('the services content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('refuses an empty service name, naming the file and the field', () => {
    const app = contentWith('content/services/ac.json', (data) => {
      data.name = '  ';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/services/ac.json: name: Service name cannot be empty',
    ]);
  });

  it('refuses a missing picture, a fourth card and an unknown field', () => {
    const app = contentWith('content/services/fridge.json', (data) => {
      data.image = { src: 'nowhere.png', alt: 'A fridge' };
      data.highlights = [
        ...(data.highlights as unknown[]),
        { icon: 'bolt', title: 'x', description: 'y' },
      ];
      data.price = '₹499';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/services/fridge.json: highlights: Why book us needs exactly 3 cards',
      'mf-services/content/services/fridge.json: (the whole file): Unrecognized key: "price"',
      'mf-services/content/services/fridge.json: image "nowhere.png" is not in mf-services/content/images',
    ]);
  });
});
