import { describe, expect, it } from 'vitest';
import { contentImage, contentImagesAt } from './drawn-images';

const card = { width: 400, height: 300 };

describe('contentImagesAt', () => {
  it('draws an SVG as it is, and a photo from its AVIF and WebP, the smallest WebP as its <img>', () => {
    const images = contentImagesAt(
      { '/content/images/ac.svg': '/assets/ac-1a2b.svg' },
      {
        '/content/images/shop.jpg': {
          sources: {
            avif: '/assets/shop-400.avif 400w, /assets/shop-800.avif 800w',
            webp: '/assets/shop-400.webp 400w, /assets/shop-800.webp 800w',
          },
          img: { src: '/assets/shop-800.jpg', w: 800, h: 600 },
        },
      },
      card,
    );
    expect(images.get('ac.svg')).toEqual({ src: '/assets/ac-1a2b.svg', ...card });
    expect(images.get('shop.jpg')).toEqual({
      src: '/assets/shop-400.webp',
      ...card,
      sources: [
        { type: 'image/avif', srcSet: '/assets/shop-400.avif 400w, /assets/shop-800.avif 800w' },
        { type: 'image/webp', srcSet: '/assets/shop-400.webp 400w, /assets/shop-800.webp 800w' },
      ],
    });
  });

  it('falls back to the resized original when no WebP was made', () => {
    const images = contentImagesAt(
      {},
      {
        '/content/images/shop.png': {
          sources: {},
          img: { src: '/assets/shop.png', w: 800, h: 600 },
        },
      },
      card,
    );
    expect(images.get('shop.png')).toEqual({ src: '/assets/shop.png', ...card, sources: [] });
  });
});

describe('contentImage', () => {
  const images = contentImagesAt({ '/content/images/ac.svg': '/assets/ac.svg' }, {}, card);

  it('gives the picture a content file names its description', () => {
    expect(contentImage(images, { src: 'ac.svg', alt: 'A split AC' })).toEqual({
      src: '/assets/ac.svg',
      alt: 'A split AC',
      ...card,
    });
  });

  it('names a picture that is not in content/images', () => {
    expect(() => contentImage(images, { src: 'tv.svg', alt: 'A TV' })).toThrow(
      'content/images/tv.svg is missing',
    );
  });
});
