import type { KeyboardEvent } from 'react';
import type { Locale } from 'shared-types';
import { fillIn } from 'shared-ui/site';
import type { HeroSlide } from '../content/hero-slides';
import { textsIn } from '../content/texts';
import styles from './hero-carousel.module.css';
import { HeroSlideContent } from './hero-slide';

interface StillSlidesProps {
  slides: readonly HeroSlide[];
  /** The page's language: what screen readers hear about the bullets. */
  locale: Locale;
  /** The slide in view (0-based): the first until the visitor taps another's bullet. */
  current: number;
  /** A bullet was tapped, clicked or pressed with Enter or Space: show its slide. */
  onChoose: (index: number) => void;
  /** The bullet that has the keyboard's focus now, if any. */
  onFocusBullet?: (index: number | undefined) => void;
}

/**
 * The slides as the slideshow lays them out before it starts (Swiper's own classes, the
 * first slide in view, its bullet the current one): what the pre-render draws and the app
 * hydrates, so the first screen needs no slideshow code (decision 014). The bullets are
 * Swiper's, in its markup and place, and work already: the page's island answers them
 * (decision 025), or, where none runs, these handlers; a tapped one shows its slide at
 * once, and the slideshow starts from there.
 */
export function StillSlides({
  slides,
  locale,
  current,
  onChoose,
  onFocusBullet,
}: StillSlidesProps) {
  const texts = textsIn(locale).carousel;
  const onKey = (event: KeyboardEvent, index: number) => {
    // As Swiper's bullets answer the keyboard (its a11y module).
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onChoose(index);
  };
  return (
    <div className={`swiper ${styles.swiper}`}>
      <div
        className="swiper-wrapper"
        // The first slide needs no move: the pre-render draws no style.
        style={current ? { transform: `translate3d(${-100 * current}%, 0, 0)` } : undefined}
      >
        {slides.map((slide, index) => (
          <div key={slide.title} className={`swiper-slide ${styles.slide}`}>
            <HeroSlideContent slide={slide} first={index === 0} />
          </div>
        ))}
      </div>
      <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
        {slides.map((slide, index) => (
          // Swiper's bullet: a span its a11y module makes a button; the current one says so.
          // biome-ignore lint/a11y/useSemanticElements: Swiper's markup, drawn again by Swiper when it starts
          <span
            key={slide.title}
            className={`swiper-pagination-bullet${index === current ? ' swiper-pagination-bullet-active' : ''}`}
            tabIndex={0}
            role="button"
            aria-label={fillIn(texts.bulletLabel, {
              index: index + 1,
              slidesLength: slides.length,
            })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onChoose(index)}
            onKeyDown={(event) => onKey(event, index)}
            onFocus={() => onFocusBullet?.(index)}
            onBlur={() => onFocusBullet?.(undefined)}
          />
        ))}
      </div>
    </div>
  );
}
