import { describe, expect, it } from 'vitest';
import { placeFragment } from './place-fragment';

const ASSETS = '__ASSETS__/';
const RELEASE = 'http://localhost:4002/releases/abc/';
const files: Record<string, string> = { 'assets/ac-400.webp': 'UklGRg==' };

const place = {
  assetBase: ASSETS,
  releaseBase: RELEASE,
  readFile: (file: string, encoding?: 'utf8' | 'base64') => {
    expect(encoding).toBe('base64');
    const content = files[file];
    if (!content) throw new Error(`no ${file}`);
    return content;
  },
};

describe('placing a page with a photo', () => {
  it('inlines the first screen’s photo and drops its lighter formats, which would be requests', () => {
    const html = placeFragment(
      `<picture><source type="image/avif" srcSet="${ASSETS}assets/ac-400.avif 400w" sizes="400px"/><source type="image/webp" srcSet="${ASSETS}assets/ac-400.webp 400w" sizes="400px"/><img alt="An AC" src="${ASSETS}assets/ac-400.webp" width="400" height="300" fetchPriority="high"/></picture>`,
      place,
    );
    expect(html).toBe(
      `<img alt="An AC" src="data:image/webp;base64,UklGRg==" width="400" height="300" fetchPriority="high"/>`,
    );
  });

  it('keeps a photo lower down as a <picture>, its files at the release', () => {
    const picture = `<picture><source type="image/avif" srcSet="${ASSETS}assets/b.avif 400w"/><img alt="B" src="${ASSETS}assets/b.webp" width="400" height="300"/></picture>`;
    expect(placeFragment(picture, place)).toBe(picture.replaceAll(ASSETS, RELEASE));
  });
});
