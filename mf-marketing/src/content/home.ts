import type { SiteConfig } from 'shared-types';
import { formatOpeningTimes } from 'shared-ui/site';
import home from '../../content/home.json';
import { imageOf } from './images';
import type { HomeData } from './schema';

// content/home.json, checked at build against homeSchema; JSON's own type cannot say its
// icons, hence the cast.
const content = home as HomeData;

/** The home page's three service cards, word for word from the spec, drawn at 400 × 300. */
export const homeServiceCards = content.serviceCards.map((card) => ({
  ...card,
  image: imageOf(card.image, 'card'),
}));

export const whyChooseCards = content.whyChooseCards;

/** Under the Why Choose cards: the spec's promises, where a visitor deciding to call reads them. */
export const homePromise = (site: SiteConfig) =>
  `Transparent pricing with no hidden charges: you hear the price before any work starts. Genuine spare parts for all major brands, same-day service, and we answer ${formatOpeningTimes(site.hours)}.`;

/** The home page's headings and calls to action. */
export const homeTexts = {
  carouselLabel: 'Highlights',
  servicesHeading: content.servicesHeading,
  exploreMore: content.exploreMore,
  whyChooseHeading: (businessName: string) => `Why Choose ${businessName}`,
};
