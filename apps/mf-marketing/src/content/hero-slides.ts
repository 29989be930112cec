import type { Locale, Translated } from 'shared-types';
import type { PageImage } from 'shared-ui';
import { heroImageOf } from 'shared-ui/content-images/hero';
import landing from '../../content/landing.json';
import { byLocale } from './by-locale';
import type { LandingData } from './schema';

/** A carousel slide: content/landing.json's `hero`, shared by the landing and home carousels. */
export interface HeroSlide {
  title: string;
  text: string;
  image: PageImage;
}

export interface HeroContent {
  /** The heading laid over every slide, on the landing and the home carousel alike (spec §2). */
  heading: string;
  /** The spec's three slides, drawn at 1200 × 520. */
  slides: readonly HeroSlide[];
}

// The build checked the file against landingSchema; JSON's own type cannot say its icons.
export const heroContent: (locale: Locale) => HeroContent = byLocale(
  landing as Translated<LandingData>,
  ({ hero }) => ({
    heading: hero.heading,
    slides: hero.slides.map((slide) => ({ ...slide, image: heroImageOf(slide.image) })),
  }),
);

/** Spec §9: landing autoplays every 3 s, full height; home every 4 s, 500 px high. */
export const carouselSettings = {
  landing: { autoplayDelayMs: 3000 },
  home: { autoplayDelayMs: 4000, heightPx: 500 },
} as const;
