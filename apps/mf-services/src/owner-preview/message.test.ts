import { describe, expect, it } from 'vitest';
import { acceptedMessage, previewMessageOf } from './message';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const message = {
  type: 'jac:owner-preview',
  collection: 'services',
  slug: 'ac',
  locale: 'hi',
  data: { title: 'AC' },
  pictures: { 'new.png': PNG },
};

describe("the owner's preview takes a message", () => {
  it('whole, as the editor sends it', () => {
    expect(previewMessageOf(message)).toEqual(message);
    expect(previewMessageOf({ ...message, pictures: {}, data: {} })).toEqual({
      ...message,
      pictures: {},
      data: {},
    });
  });

  it('and nothing of another shape', () => {
    for (const [why, value] of Object.entries({
      nothing: undefined,
      'a string': JSON.stringify(message),
      'another type': { ...message, type: 'jac:owner-preview-ready' },
      'no slug': { ...message, slug: undefined },
      'a slug that is a path': { ...message, slug: '../contact' },
      'a collection that is no name': { ...message, collection: 'Services!' },
      'a language the site is not in': { ...message, locale: 'fr' },
      'data that is a list': { ...message, data: [] },
      'data that is text': { ...message, data: 'AC' },
      'no pictures': { ...message, pictures: undefined },
      'a picture on the web': { ...message, pictures: { 'a.png': 'https://evil.test/a.png' } },
      'a page as a picture': {
        ...message,
        pictures: { 'a.png': 'data:text/html;base64,PGgxPg==' },
      },
      'a script URL as a picture': { ...message, pictures: { 'a.png': 'javascript:alert(1)' } },
      'a picture named by a path': { ...message, pictures: { '../a.png': PNG } },
      'a picture that is no text': { ...message, pictures: { 'a.png': 1 } },
    })) {
      expect(previewMessageOf(value), why).toBeUndefined();
    }
  });

  it('from the window that framed the page alone', () => {
    const parent = {} as Window;
    const top = {} as Window;
    expect(acceptedMessage({ source: parent, data: message }, [parent, top])).toEqual(message);
    expect(acceptedMessage({ source: top, data: message }, [parent, top])).toEqual(message);
    expect(acceptedMessage({ source: {} as Window, data: message }, [parent, top])).toBeUndefined();
    expect(acceptedMessage({ source: null, data: message }, [parent, top])).toBeUndefined();
    expect(
      acceptedMessage({ source: parent, data: { ...message, locale: 'xx' } }, [parent]),
    ).toBeUndefined();
  });
});
