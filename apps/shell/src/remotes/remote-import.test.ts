import { describe, expect, it } from 'vitest';
import { ownFiles } from './remote-import';

const ENTRY = 'https://services.example.in/releases/abc123/remoteEntry.js';

describe("the files a part's entry lists for the warm-up", () => {
  it('are fetched from beside the entry, in its release', () => {
    expect(
      ownFiles(['./assets/pages-1.js', './assets/pages-1.css'], ENTRY).map((url) => url.href),
    ).toEqual([
      'https://services.example.in/releases/abc123/assets/pages-1.js',
      'https://services.example.in/releases/abc123/assets/pages-1.css',
    ]);
  });

  it('leave out what lies elsewhere: another origin, another release, not a path', () => {
    const listed = [
      'https://elsewhere.example/x.js',
      '//elsewhere.example/y.css',
      '../other-release/assets/pages-2.js',
      '/shell/assets/index.js',
      42,
      './assets/pages-1.js',
    ];
    expect(ownFiles(listed, ENTRY).map((url) => url.pathname)).toEqual([
      '/releases/abc123/assets/pages-1.js',
    ]);
    expect(ownFiles('./assets/pages-1.js', ENTRY)).toEqual([]);
    expect(ownFiles(undefined, ENTRY)).toEqual([]);
  });
});
