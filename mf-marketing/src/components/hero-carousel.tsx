import 'swiper/css';
import 'swiper/css/pagination';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Locale } from 'shared-types';
import { type PageImage, Picture } from 'shared-ui';
import { fillIn } from 'shared-ui/site';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import type { HeroSlide } from '../content/hero-slides';
import { textsIn } from '../content/texts';
import styles from './hero-carousel.module.css';

interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  autoplayDelayMs: number;
  /** Accessible name of the carousel region. */
  label: string;
  /** The page's language: what screen readers hear about the slides and buttons. */
  locale: Locale;
  className?: string;
  /** Rendered over every slide (the landing's fixed heading and buttons). */
  overlay?: ReactNode;
}

/** The content's `{index}` and `{slidesLength}`, as Swiper fills them in per slide. */
const swiperPlaceholders = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

/** Slide transition length. Swiper starts the autoplay delay after a transition ends. */
const TRANSITION_MS = 500;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

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

/**
 * The spec's looping carousel: autoplay that goes on after swipes and bullet clicks,
 * clickable bullets, plus a pause button (WCAG 2.2.2); starts paused for visitors who
 * ask for reduced motion.
 */
export function HeroCarousel({
  slides,
  autoplayDelayMs,
  label,
  locale,
  className = '',
  overlay,
}: HeroCarouselProps) {
  const texts = textsIn(locale).carousel;
  const [swiper, setSwiper] = useState<SwiperClass>();
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
      className={`${styles.carousel} ${className}`}
      aria-roledescription={texts.roleDescription}
      aria-label={label}
    >
      <Swiper
        // Swiper reads its a11y messages once, at start: a page switching language starts anew.
        key={locale}
        modules={[Autoplay, Pagination, A11y]}
        loop
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
          setSwiper(instance);
          if (!playing) instance.autoplay.stop();
        }}
        className={styles.swiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.title} className={styles.slide}>
            <SlideImage image={slide.image} first={index === 0} />
            <div className={styles.caption}>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.text}>{slide.text}</p>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {overlay}
      <button
        type="button"
        className={styles.playPause}
        onClick={togglePlaying}
        aria-label={playing ? texts.pause : texts.play}
      >
        {playing ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        )}
      </button>
    </section>
  );
}
