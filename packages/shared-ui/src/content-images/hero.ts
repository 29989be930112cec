import type { PageImage } from '../picture';
import { contentImage, contentImagesAt, type ImagetoolsPicture } from './drawn-images';

// The content pictures drawn at 1200 × 520: a carousel slide. A glob from '/' is the root
// of the app being built, so each app draws its own content/images.

const images = contentImagesAt(
  import.meta.glob<string>('/content/images/*.svg', { eager: true, import: 'default' }),
  import.meta.glob<ImagetoolsPicture>('/content/images/*.{png,jpg,jpeg,webp,avif}', {
    eager: true,
    import: 'default',
    query: { w: '1200;2400', aspect: '1200:520', fit: 'cover', format: 'avif;webp', as: 'picture' },
  }),
  { width: 1200, height: 520 },
);

/** The picture a content file names ("hero-repairs.svg"), ready to draw as a slide. */
export const heroImageOf = (image: { src: string; alt: string }): PageImage =>
  contentImage(images, image);
