import 'swiper/css';
import 'swiper/css/pagination';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import type { Locale } from 'shared-types';
import type { SwiperClass } from 'swiper/react';
import type { HeroSlide } from '../content/hero-slides';
import { textsIn } from '../content/texts';
import styles from './hero-carousel.module.css';
import { StillSlides } from './still-slides';
import { useReducedMotion } from './use-reduced-motion';
import { islandRuns, type SlideshowStart, slideshowStart, useSlideshow } from './use-slideshow';

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

/**
 * The spec's looping carousel, with a pause button (WCAG 2.2.2); starts paused for
 * visitors who ask for reduced motion. The slides are drawn still; the page's island
 * plays them before the app and after it, and the slideshow (Swiper) takes over from it
 * when the visitor reaches for the carousel, on its slide and in its time (decision 025).
 * Without an island (a page the app drew itself) the slideshow takes over when the first
 * slide has had its time or the visitor reaches for it (decision 014), and a bullet
 * tapped before then shows its slide at once, the slideshow starting there.
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
  const region = useRef<HTMLElement>(null);
  const swiper = useRef<SwiperClass>(undefined);
  const reducedMotion = useReducedMotion();
  // The visitor's own play or pause, which beats the reduced-motion default.
  const [chosen, setChosen] = useState<boolean>();
  // The slide whose still bullet the visitor chose, if any: the slideshow starts on it.
  const [chosenSlide, setChosenSlide] = useState<number>();
  // The still bullet that has the keyboard's focus, handed on to the slideshow's own.
  const focusedBullet = useRef<number>(undefined);
  const slideshow = useSlideshow(
    region,
    slides[0]?.image.src,
    (chosen ?? !reducedMotion) ? autoplayDelayMs : undefined,
  );

  // The island's play or pause, when it ran the carousel until the slideshow took over.
  const playing = chosen ?? slideshow?.island?.playing ?? !reducedMotion;
  // Until the slideshow takes over, the page's island (if any) answers the bullets and the
  // pause button: the still slides' own handlers leave them to it.
  const islandAnswers = () => islandRuns(region.current);

  // Where the slideshow starts, worked out once as it takes over: a render after (a pause,
  // a play) must not move its start, nor give its first slide its own delay again.
  const started = useRef<SlideshowStart>(undefined);
  if (slideshow && !started.current) {
    started.current = slideshowStart({
      chosen: chosenSlide,
      due: slideshow.due,
      playing,
      island: slideshow.island,
      delayMs: autoplayDelayMs,
    });
  }
  const start = started.current;

  const togglePlaying = () => {
    if (islandAnswers()) return;
    if (playing) swiper.current?.autoplay.stop();
    else swiper.current?.autoplay.start();
    setChosen(!playing);
  };

  return (
    <section
      ref={region}
      className={`${styles.carousel} ${className}`}
      aria-roledescription={texts.roleDescription}
      aria-label={label}
      // What the page's island needs to run the still slides before the app (decision 025).
      data-island="carousel"
      data-autoplay-ms={autoplayDelayMs}
      data-play-label={texts.play}
      data-pause-label={texts.pause}
    >
      {slideshow ? (
        <slideshow.Slideshow
          slides={slides}
          autoplayDelayMs={autoplayDelayMs}
          locale={locale}
          playing={playing}
          // Where the still slides were: the slide the visitor chose, or the first.
          initialSlide={start?.slide ?? 0}
          // Where the island left off: its slide moves on when the island's would have.
          firstDelayMs={start?.moveInMs}
          onSwiper={(instance) => {
            swiper.current = instance;
            if (start?.moveOn) instance.slideNext();
            // The still bullet in focus is gone: its twin in the slideshow takes the focus.
            const focused = focusedBullet.current;
            focusedBullet.current = undefined;
            const lost = !region.current?.contains(document.activeElement);
            if (focused !== undefined && lost) instance.pagination?.bullets[focused]?.focus();
          }}
        />
      ) : (
        <StillSlides
          slides={slides}
          locale={locale}
          current={chosenSlide ?? 0}
          onChoose={(index) => {
            if (!islandAnswers()) setChosenSlide(index);
          }}
          onFocusBullet={(index) => {
            focusedBullet.current = index;
          }}
        />
      )}
      {overlay}
      <button
        type="button"
        className={styles.playPause}
        data-play-pause=""
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
