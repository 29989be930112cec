import type { Locale, SiteConfig, Translated } from 'shared-types';
import { cardImageOf } from 'shared-ui/content-images/card';
import { fillIn, formatOpeningTimes } from 'shared-ui/site';
import home from '../../content/home.json';
import { byLocale } from './by-locale';
import type { HomeData } from './schema';
import { textsIn } from './texts';

// content/home.json, checked at build against homeSchema; JSON's own type cannot say its
// icons, hence the cast.
const file = home as Translated<HomeData>;

/** The home page's cards, headings and calls to action, in `locale`. */
export const homeContent = byLocale(file, (content, locale: Locale) => {
  const texts = textsIn(locale).home;
  return {
    /** The spec's three service cards, drawn at 400 × 300. */
    serviceCards: content.serviceCards.map((card) => ({
      ...card,
      image: cardImageOf(card.image),
    })),
    whyChooseCards: content.whyChooseCards,
    texts: {
      carouselLabel: texts.carouselLabel,
      servicesHeading: content.servicesHeading,
      exploreMore: content.exploreMore,
      whyChooseHeading: (businessName: string) => fillIn(texts.whyChooseHeading, { businessName }),
      /** Under the Why Choose cards: the spec's promises, where a visitor deciding to call reads them. */
      promise: (site: SiteConfig) =>
        fillIn(texts.promise, { openingTimes: formatOpeningTimes(site.hours, locale) }),
    },
  };
});
