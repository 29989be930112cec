import type { PageImage } from 'shared-ui';
import { contentImage, contentImagesAt, type ImagetoolsPicture } from 'shared-ui/site';
import type { ContentImage } from './schema';

// The pictures in content/images, as the pages draw them: an SVG as it is; a photo the
// owner uploaded resized by sharp (vite-imagetools) to the size the page draws it at and
// twice that, as AVIF and WebP, with its size known so nothing shifts.

/** The sizes the pages draw pictures at: a carousel slide, and a card or the about picture. */
export const drawnSizes = {
  hero: { width: 1200, height: 520 },
  card: { width: 400, height: 300 },
} as const;

export type DrawnSize = keyof typeof drawnSizes;

const drawings = import.meta.glob<string>('../../content/images/*.svg', {
  eager: true,
  import: 'default',
});

// A glob's query must be written out, so one per drawn size (each matching drawnSizes).
const photos: Record<DrawnSize, Record<string, ImagetoolsPicture>> = {
  hero: import.meta.glob<ImagetoolsPicture>('../../content/images/*.{png,jpg,jpeg,webp,avif}', {
    eager: true,
    import: 'default',
    query: { w: '1200;2400', aspect: '1200:520', fit: 'cover', format: 'avif;webp', as: 'picture' },
  }),
  card: import.meta.glob<ImagetoolsPicture>('../../content/images/*.{png,jpg,jpeg,webp,avif}', {
    eager: true,
    import: 'default',
    query: { w: '400;800', aspect: '4:3', fit: 'cover', format: 'avif;webp', as: 'picture' },
  }),
};

const bySize: Record<DrawnSize, Map<string, Omit<PageImage, 'alt'>>> = {
  hero: contentImagesAt(drawings, photos.hero, drawnSizes.hero),
  card: contentImagesAt(drawings, photos.card, drawnSizes.card),
};

/**
 * The image a content file names ("about-team.svg"), ready to draw at `size`; the build
 * checked it exists.
 */
export function imageOf(image: ContentImage, size: DrawnSize): PageImage {
  return contentImage(bySize[size], image);
}
