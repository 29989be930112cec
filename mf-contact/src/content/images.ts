import type { PageImage } from 'shared-ui';
import { contentImage, contentImagesAt, type ImagetoolsPicture } from 'shared-ui/site';

// The pictures in content/images, drawn at 400 × 300: a photo the owner uploaded is
// resized to that and twice that, as AVIF and WebP (shared-ui/site's contentImagesAt).

const drawings = import.meta.glob<string>('../../content/images/*.svg', {
  eager: true,
  import: 'default',
});

const photos = import.meta.glob<ImagetoolsPicture>(
  '../../content/images/*.{png,jpg,jpeg,webp,avif}',
  {
    eager: true,
    import: 'default',
    query: { w: '400;800', aspect: '4:3', fit: 'cover', format: 'avif;webp', as: 'picture' },
  },
);

const images = contentImagesAt(drawings, photos, { width: 400, height: 300 });

/** The image a content file names ("contact-desk.svg"), ready to draw. */
export const imageOf = (image: { src: string; alt: string }): PageImage =>
  contentImage(images, image);
