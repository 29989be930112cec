import type { Locale } from 'shared-types';
import { fillIn } from 'shared-ui/site';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import type { HeroSlide } from '../content/hero-slides';
import { textsIn } from '../content/texts';
import styles from './hero-carousel.module.css';
import { HeroSlideContent } from './hero-slide';

/** The content's `{index}` and `{slidesLength}`, as Swiper fills them in per slide. */
const swiperPlaceholders = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

/** Swiper's attribute for one slide's own autoplay delay. */
const FIRST_DELAY_ATTRIBUTE = 'data-swiper-autoplay';

const forgetFirstDelay = (instance: SwiperClass) => {
  for (const slide of instance.slides) slide.removeAttribute(FIRST_DELAY_ATTRIBUTE);
};

/** Slide transition length. Swiper starts the autoplay delay after a transition ends. */
const TRANSITION_MS = 500;

export interface SlideshowProps {
  slides: readonly HeroSlide[];
  autoplayDelayMs: number;
  locale: Locale;
  /** Whether it starts moving: the visitor may have paused it, or asked for reduced motion. */
  playing: boolean;
  /**
   * The slide it starts on (0-based). A start, not a move: a jump made at start with no
   * transition would leave autoplay waiting for a transition's end that never comes.
   */
  initialSlide: number;
  /**
   * How long the first slide stays before autoplay moves on (ms), when not a whole delay:
   * the rest of the time the page's island had given it (decision 025).
   */
  firstDelayMs?: number;
  onSwiper: (swiper: SwiperClass) => void;
}

/**
 * The spec's looping slideshow (Swiper): autoplay that goes on after swipes and bullet
 * clicks, and clickable bullets. Loaded only when the page is idle or the visitor reaches
 * for the carousel (use-slideshow.ts).
 */
export function Slideshow({
  slides,
  autoplayDelayMs,
  locale,
  playing,
  initialSlide,
  firstDelayMs,
  onSwiper,
}: SlideshowProps) {
  const texts = textsIn(locale).carousel;
  return (
    <Swiper
      // Swiper reads its a11y messages once, at start: a page switching language starts anew.
      key={locale}
      modules={[Autoplay, Pagination, A11y]}
      loop
      initialSlide={initialSlide}
      speed={TRANSITION_MS}
      // Subtract the transition so a new slide arrives every autoplayDelayMs, as the spec times it.
      autoplay={{
        delay: autoplayDelayMs - TRANSITION_MS,
        disableOnInteraction: false,
        pauseOnMouseEnter: false,
      }}
      pagination={{ clickable: true }}
      a11y={{
        slideLabelMessage: fillIn(texts.slideLabel, swiperPlaceholders),
        paginationBulletMessage: fillIn(texts.bulletLabel, swiperPlaceholders),
      }}
      onSwiper={(instance) => {
        if (!playing) instance.autoplay.stop();
        onSwiper(instance);
      }}
      // The first slide's own delay holds once: every slide after has the whole one. (Swiper
      // reports a change as it starts on the first slide too: that one is no move.)
      onSlideChange={(instance) => {
        if (instance.realIndex !== initialSlide) forgetFirstDelay(instance);
      }}
      className={styles.swiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide
          key={slide.title}
          className={styles.slide}
          // Swiper's own per-slide delay; 0 would mean none, so at least 1 ms.
          {...(index === initialSlide && firstDelayMs !== undefined
            ? { [FIRST_DELAY_ATTRIBUTE]: Math.max(1, Math.round(firstDelayMs)) }
            : {})}
        >
          <HeroSlideContent slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
