import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProblems } from '../../../build-config/content/check-content.ts';
import { editedContentCopy } from '../../../build-config/content/edited-copy.ts';
import { contentCollections } from './schema';

const APP = join(import.meta.dirname, '../..');
let copy: ReturnType<typeof editedContentCopy> | undefined;

afterEach(() => copy?.remove());

/** A content file's two copies, as the tests edit them. */
type Languages = Record<'en' | 'hi', Record<string, unknown>>;
/** content/texts.json: groups of texts, in each language. */
type TextGroups = Record<'en' | 'hi', Record<string, Record<string, unknown>>>;

describe('the contact page content', () => {
  it('is valid as committed, in English and Hindi', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('refuses an empty introduction and a picture without its description', () => {
    copy = editedContentCopy(APP, 'content/contact.json', (data) => {
      const { en } = data as Languages;
      en.intro = '';
      en.image = { src: 'contact-desk.svg', alt: ' ' };
    });
    expect(contentProblems(contentCollections, copy.dir)).toEqual([
      'mf-contact/content/contact.json: en.intro: Introduction cannot be empty',
      'mf-contact/content/contact.json: en.image.alt: Picture: description cannot be empty',
    ]);
  });

  it('names a text that has no Hindi translation', () => {
    copy = editedContentCopy(APP, 'content/contact.json', (data) => {
      delete (data as Languages).hi.intro;
    });
    expect(contentProblems(contentCollections, copy.dir)).toEqual([
      'mf-contact/content/contact.json: hi.intro: no Hindi translation (Introduction is missing)',
    ]);
  });
});

describe('the buttons, labels and messages', () => {
  it('names a label that has no Hindi translation', () => {
    copy = editedContentCopy(APP, 'content/texts.json', (data) => {
      delete (data as TextGroups).hi.form?.send;
    });
    expect(contentProblems(contentCollections, copy.dir)).toEqual([
      'mf-contact/content/texts.json: hi.form.send: no Hindi translation (Send button is missing)',
    ]);
  });

  it('refuses a template that lost a placeholder the page fills in', () => {
    copy = editedContentCopy(APP, 'content/texts.json', (data) => {
      const { head } = (data as TextGroups).hi;
      if (head) head.title = 'संपर्क करें';
    });
    expect(contentProblems(contentCollections, copy.dir)).toEqual([
      'mf-contact/content/texts.json: hi.head.title: Browser tab title must keep {businessName}',
    ]);
  });
});
