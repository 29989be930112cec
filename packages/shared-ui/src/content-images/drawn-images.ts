import type { PageImage } from '../picture';

// The pictures of an app's content/images, as its pages draw them: an SVG as it is; a
// photo the owner uploaded resized at build by sharp (vite-imagetools: `as: 'picture'`)
// to the drawn size and twice that, as AVIF and WebP. card.ts and hero.ts glob the folder
// at their size (a glob must be written out where it is used) and hand the modules here.

/** What vite-imagetools gives for a photo imported `as: 'picture'`. */
export interface ImagetoolsPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

type DrawnImage = Omit<PageImage, 'alt'>;

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The drawings and photos of a folder, by file name, at one drawn size. */
export function contentImagesAt(
  drawings: Record<string, string>,
  photos: Record<string, ImagetoolsPicture>,
  { width, height }: { width: number; height: number },
): Map<string, DrawnImage> {
  return new Map([
    ...Object.entries(drawings).map(
      ([path, src]) => [fileName(path), { src, width, height }] as const,
    ),
    ...Object.entries(photos).map(([path, picture]) => {
      const { avif, webp } = picture.sources;
      const sources = [
        ...(avif ? [{ type: 'image/avif', srcSet: avif }] : []),
        ...(webp ? [{ type: 'image/webp', srcSet: webp }] : []),
      ];
      // The smallest WebP doubles as the <img> every browser can show.
      const src = webp?.split(' ')[0] ?? picture.img.src;
      return [fileName(path), { src, width, height, sources }] as const;
    }),
  ]);
}

/** The image a content file names ("ac.svg"), ready to draw; the build checked it exists. */
export function contentImage(
  images: Map<string, DrawnImage>,
  image: { src: string; alt: string },
): PageImage {
  const found = images.get(image.src);
  if (!found) throw new Error(`content/images/${image.src} is missing`);
  return { ...found, alt: image.alt };
}
