import { describe, expect, it } from 'vitest';
import { frameOriginOf, previewFramesOf, previewOriginsOf } from './preview-frames';

describe('the preview frames the build was told', () => {
  it("keeps each part's page that is a web address, and nothing else", () => {
    expect(
      previewFramesOf(
        JSON.stringify({
          'mf-services': 'http://localhost:4002/releases/abc/owner-preview.html',
          'mf-contact': 'javascript:alert(1)',
          'mf-marketing': 42,
        }),
      ),
    ).toEqual({ 'mf-services': 'http://localhost:4002/releases/abc/owner-preview.html' });
    expect(previewFramesOf(undefined)).toEqual({});
    expect(previewFramesOf('not json')).toEqual({});
    expect(previewFramesOf('["http://localhost:4002/"]')).toEqual({});
  });

  it("gives the CSP origins alone, without the editor's own or anything that could add a directive", () => {
    const frames = {
      'mf-services': 'https://services.cdn.example.in/releases/abc/owner-preview.html',
    };
    expect(
      previewOriginsOf(
        "https://contact.cdn.example.in/x https://admin.example.in 'unsafe-inline'; script-src *",
        frames,
        'https://admin.example.in',
      ),
    ).toEqual(['https://contact.cdn.example.in', 'https://services.cdn.example.in']);
  });

  it("frames a page on another origin than the editor's, never on its own", () => {
    expect(
      frameOriginOf('http://localhost:4002/releases/a/owner-preview.html', 'http://localhost:4004'),
    ).toBe('http://localhost:4002');
    expect(frameOriginOf('http://localhost:4004/x.html', 'http://localhost:4004')).toBeUndefined();
    expect(frameOriginOf('data:text/html,hi', 'http://localhost:4004')).toBeUndefined();
    expect(frameOriginOf('/relative.html', 'http://localhost:4004')).toBeUndefined();
  });
});
