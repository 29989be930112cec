import type { PageImage } from 'shared-ui';

// The pictures in content/images, as the pages draw them: an SVG as it is; a photo the
// owner uploaded resized by sharp (vite-imagetools) to the 400 × 300 the pages draw and
// twice that, as AVIF and WebP, with its size known so nothing shifts.

const drawings = import.meta.glob<string>('../../content/images/*.svg', {
  eager: true,
  import: 'default',
});

interface ImagetoolsPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

const photos = import.meta.glob<ImagetoolsPicture>(
  '../../content/images/*.{png,jpg,jpeg,webp,avif}',
  {
    eager: true,
    import: 'default',
    query: { w: '400;800', aspect: '4:3', fit: 'cover', format: 'avif;webp', as: 'picture' },
  },
);

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const byName = new Map<string, Omit<PageImage, 'alt'>>([
  ...Object.entries(drawings).map(
    ([path, src]) => [fileName(path), { src, width: 400, height: 300 }] as const,
  ),
  ...Object.entries(photos).map(([path, picture]) => {
    const { avif, webp } = picture.sources;
    const sources = [
      ...(avif ? [{ type: 'image/avif', srcSet: avif }] : []),
      ...(webp ? [{ type: 'image/webp', srcSet: webp }] : []),
    ];
    // The smallest WebP doubles as the <img> every browser can show.
    const src = webp?.split(' ')[0] ?? picture.img.src;
    return [fileName(path), { src, width: 400, height: 300, sources }] as const;
  }),
]);

/** The image a content file names ("ac.svg"), ready to draw; the build checked it exists. */
export function imageOf(image: { src: string; alt: string }): PageImage {
  const found = byName.get(image.src);
  if (!found) throw new Error(`content/images/${image.src} is missing`);
  return { ...found, alt: image.alt };
}
