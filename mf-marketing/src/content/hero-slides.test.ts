import { describe, expect, it } from 'vitest';
import { carouselSettings, heroContent } from './hero-slides';

describe('heroContent', () => {
  it("are the spec's three slides, word for word, each with a sized, described image", () => {
    const { heading, slides } = heroContent('en');
    expect(heading).toBe('Reliable & Fast Service');
    expect(slides.map((slide) => [slide.title, slide.text])).toEqual([
      [
        'Hassle-Free Repairs, Anytime, Anywhere',
        'Book skilled technicians in just a few clicks and get your appliances running smoothly again.',
      ],
      [
        'Your Trusted Repair Partner',
        'We fix it right the first time! Certified technicians, transparent pricing, and guaranteed satisfaction.',
      ],
      [
        'One Stop Solution for All Repairs',
        'Get professional services for AC, fridge, geyser, CCTV, and more — all under one roof.',
      ],
    ]);
    for (const { image } of slides) {
      expect(image.alt).not.toBe('');
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('in Hindi, words the same slides in Devanagari over the same pictures', () => {
    const english = heroContent('en').slides;
    const hindi = heroContent('hi').slides;
    expect(hindi.map((slide) => slide.image.src)).toEqual(english.map((slide) => slide.image.src));
    for (const slide of hindi) {
      expect(slide.title).toMatch(/[\u0900-\u097F]/);
      expect(slide.image.alt).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('carouselSettings', () => {
  it('time the landing at 3 s and the home carousel at 4 s and 500 px (spec §9)', () => {
    expect(carouselSettings.landing.autoplayDelayMs).toBe(3000);
    expect(carouselSettings.home).toEqual({ autoplayDelayMs: 4000, heightPx: 500 });
  });
});
