import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProblems } from '../../../build-config/content/check-content.ts';
import { editedContentCopy } from '../../../build-config/content/edited-copy.ts';
import { contentCollections } from './schema';

const APP = join(import.meta.dirname, '../..');
let copy: ReturnType<typeof editedContentCopy> | undefined;

afterEach(() => copy?.remove());

describe('the contact page content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('refuses an empty introduction and a picture without its description', () => {
    copy = editedContentCopy(APP, 'content/contact.json', (data) => {
      data.intro = '';
      data.image = { src: 'contact-desk.svg', alt: ' ' };
    });
    expect(contentProblems(contentCollections, copy.dir)).toEqual([
      'mf-contact/content/contact.json: intro: Introduction cannot be empty',
      'mf-contact/content/contact.json: image.alt: Picture: description cannot be empty',
    ]);
  });
});
