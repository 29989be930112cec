import heroOneStop from '../assets/hero-one-stop.svg';
import heroPartner from '../assets/hero-partner.svg';
import heroRepairs from '../assets/hero-repairs.svg';

/** The spec's three carousel slides, word for word. Shared by the landing and home carousels. */
export interface HeroSlide {
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
}

/** The heading laid over every slide, on the landing and the home carousel alike (spec §2). */
export const heroHeading = 'Reliable & Fast Service';

const size = { width: 1200, height: 520 };

export const heroSlides: readonly HeroSlide[] = [
  {
    title: 'Hassle-Free Repairs, Anytime, Anywhere',
    text: 'Book skilled technicians in just a few clicks and get your appliances running smoothly again.',
    image: { src: heroRepairs, alt: 'A washing machine, a fridge and a geyser', ...size },
  },
  {
    title: 'Your Trusted Repair Partner',
    text: 'We fix it right the first time! Certified technicians, transparent pricing, and guaranteed satisfaction.',
    image: {
      src: heroPartner,
      alt: 'An air conditioner, a microwave and a water purifier',
      ...size,
    },
  },
  {
    title: 'One Stop Solution for All Repairs',
    text: 'Get professional services for AC, fridge, geyser, CCTV, and more — all under one roof.',
    image: { src: heroOneStop, alt: 'A CCTV camera, a kitchen chimney and a GPS tracker', ...size },
  },
];

/** Spec §9: landing autoplays every 3 s, full height; home every 4 s, 500 px high. */
export const carouselSettings = {
  landing: { autoplayDelayMs: 3000 },
  home: { autoplayDelayMs: 4000, heightPx: 500 },
} as const;
