import type { PageImage } from 'shared-ui';
import landing from '../../content/landing.json';
import { imageOf } from './images';
import type { LandingData } from './schema';

/** A carousel slide: content/landing.json's `hero`, shared by the landing and home carousels. */
export interface HeroSlide {
  title: string;
  text: string;
  image: PageImage;
}

// The build checked the file against landingSchema; JSON's own type cannot say its icons.
const { hero } = landing as LandingData;

/** The heading laid over every slide, on the landing and the home carousel alike (spec §2). */
export const heroHeading = hero.heading;

/** The spec's three slides, drawn at 1200 × 520. */
export const heroSlides: readonly HeroSlide[] = hero.slides.map((slide) => ({
  ...slide,
  image: imageOf(slide.image, 'hero'),
}));

/** Spec §9: landing autoplays every 3 s, full height; home every 4 s, 500 px high. */
export const carouselSettings = {
  landing: { autoplayDelayMs: 3000 },
  home: { autoplayDelayMs: 4000, heightPx: 500 },
} as const;
