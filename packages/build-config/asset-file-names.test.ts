import { describe, expect, it } from 'vitest';
import { assetFileNames } from './asset-file-names.ts';

// The same photo uploaded twice under two names is written once by the browser build;
// a picture named by its content alone is the same file for both builds whichever name won.
describe('where a build writes an asset', () => {
  it('names a picture by its content alone', () => {
    for (const name of ['geyser-20261127-024857.webp', 'IMG_2041.JPG', 'ac.avif', 'card.png']) {
      expect(assetFileNames({ names: [name] })).toBe('assets/[hash][extname]');
    }
  });

  it('keeps the name of every other asset beside its hash', () => {
    for (const name of ['contact-page.css', 'font.woff2', 'ac.svg']) {
      expect(assetFileNames({ names: [name] })).toBe('assets/[name]-[hash][extname]');
    }
  });
});
