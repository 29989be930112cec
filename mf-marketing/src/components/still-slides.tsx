import type { HeroSlide } from '../content/hero-slides';
import styles from './hero-carousel.module.css';
import { HeroSlideContent } from './hero-slide';

/**
 * The slides as the slideshow lays them out before it starts (Swiper's own classes, the
 * first slide in view): what the pre-render draws and the app hydrates, so the first
 * screen needs no slideshow code (decision 014).
 */
export function StillSlides({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <div className={`swiper ${styles.swiper}`}>
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div key={slide.title} className={`swiper-slide ${styles.slide}`}>
            <HeroSlideContent slide={slide} first={index === 0} />
          </div>
        ))}
      </div>
      <div className="swiper-pagination" />
    </div>
  );
}
