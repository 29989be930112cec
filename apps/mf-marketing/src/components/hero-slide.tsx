import { type PageImage, Picture } from 'shared-ui';
import type { HeroSlide } from '../content/hero-slides';
import styles from './hero-carousel.module.css';

/** A slide's picture: a photo offers AVIF and WebP, chosen for the slide's full width. */
function SlideImage({ image, first }: { image: PageImage; first: boolean }) {
  return (
    <Picture
      className={styles.image}
      {...image}
      sizes="100vw"
      fetchPriority={first ? 'high' : 'low'}
    />
  );
}

/** What a slide shows, still or in the slideshow: its picture and its caption. */
export function HeroSlideContent({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <>
      <SlideImage image={slide.image} first={first} />
      <div className={styles.caption}>
        <h2 className={styles.title}>{slide.title}</h2>
        <p className={styles.text}>{slide.text}</p>
      </div>
    </>
  );
}
