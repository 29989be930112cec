/** The spec's three carousel slides, word for word. Shared by the landing and home carousels. */
export interface HeroSlide {
  title: string;
  text: string;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    title: 'Hassle-Free Repairs, Anytime, Anywhere',
    text: 'Book skilled technicians in just a few clicks and get your appliances running smoothly again.',
  },
  {
    title: 'Your Trusted Repair Partner',
    text: 'We fix it right the first time! Certified technicians, transparent pricing, and guaranteed satisfaction.',
  },
  {
    title: 'One Stop Solution for All Repairs',
    text: 'Get professional services for AC, fridge, geyser, CCTV, and more — all under one roof.',
  },
];
