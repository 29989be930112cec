import type { PageImage } from '../picture';
import { contentImage, contentImagesAt, type ImagetoolsPicture } from './drawn-images';

// The content pictures drawn at 400 × 300: a card, the about and the contact pictures. A
// glob from '/' is the root of the app being built, so each app draws its own content/images.

const images = contentImagesAt(
  import.meta.glob<string>('/content/images/*.svg', { eager: true, import: 'default' }),
  import.meta.glob<ImagetoolsPicture>('/content/images/*.{png,jpg,jpeg,webp,avif}', {
    eager: true,
    import: 'default',
    query: { w: '400;800', aspect: '4:3', fit: 'cover', format: 'avif;webp', as: 'picture' },
  }),
  { width: 400, height: 300 },
);

/** The picture a content file names ("ac.svg"), ready to draw at card size. */
export const cardImageOf = (image: { src: string; alt: string }): PageImage =>
  contentImage(images, image);
