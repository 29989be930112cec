import { describe, expect, it } from 'vitest';
import landing from '../../content/landing.json';
import { carouselSettings, heroContent } from './hero-slides';

describe('heroContent', () => {
  it("are the content file's slides, in its order and its words, each with a sized, described image", () => {
    // The words are the owner's (content/landing.json, checked by its schema): whatever
    // they write is what the carousel shows.
    const { heading, slides } = heroContent('en');
    expect(heading).toBe(landing.en.hero.heading);
    expect(slides.map((slide) => [slide.title, slide.text])).toEqual(
      landing.en.hero.slides.map((slide) => [slide.title, slide.text]),
    );
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
