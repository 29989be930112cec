import { describe, expect, it } from 'vitest';
import { heroSlides } from './hero-slides';

describe('heroSlides', () => {
  it("are the spec's three slides, word for word", () => {
    expect(heroSlides.map((slide) => slide.title)).toEqual([
      'Hassle-Free Repairs, Anytime, Anywhere',
      'Your Trusted Repair Partner',
      'One Stop Solution for All Repairs',
    ]);
    expect(heroSlides[2]?.text).toBe(
      'Get professional services for AC, fridge, geyser, CCTV, and more — all under one roof.',
    );
  });
});
