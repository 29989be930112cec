import type { PageImage } from 'shared-ui';
import {
  contentImage,
  contentImagesAt,
  type ImagetoolsPicture,
} from 'shared-ui/content-images/drawn-images';

// The service pictures drawn at 400 × 300, as shared-ui/content-images/card draws the
// other parts'. Globbed relative to this file, not from '/': the owner's editor (admin/)
// renders the service pages from its own root, where '/content/images' is not theirs.

const images = contentImagesAt(
  import.meta.glob<string>('../../content/images/*.svg', { eager: true, import: 'default' }),
  import.meta.glob<ImagetoolsPicture>('../../content/images/*.{png,jpg,jpeg,webp,avif}', {
    eager: true,
    import: 'default',
    query: { w: '400;800', aspect: '4:3', fit: 'cover', format: 'avif;webp', as: 'picture' },
  }),
  { width: 400, height: 300 },
);

/** The picture a service's content file names ("ac.svg"), ready to draw at card size. */
export const cardImageOf = (image: { src: string; alt: string }): PageImage =>
  contentImage(images, image);
