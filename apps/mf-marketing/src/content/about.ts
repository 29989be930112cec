import type { Locale, Translated } from 'shared-types';
import { cardImageOf } from 'shared-ui/content-images/card';
import { fillIn } from 'shared-ui/site';
import aboutFile from '../../content/about.json';
import { byLocale } from './by-locale';
import type { AboutData } from './schema';
import { textsIn } from './texts';

// content/about.json, checked at build against aboutSchema.
const file = aboutFile satisfies Translated<AboutData>;

/** The about page in `locale`. The spec leaves its copy to us: say what happens, invent no facts. */
export const aboutContent = byLocale(file, (content, locale: Locale) => {
  const texts = textsIn(locale).about;
  return {
    about: {
      intro: content.intro,
      whoWeAre: content.whoWeAre.paragraphs,
      mission: content.mission.text,
      vision: content.vision.text,
      /** Drawn at 400 × 300. */
      image: cardImageOf(content.image),
    },
    /** Headings and the call to action; the name, city count and hours come from SiteConfig. */
    texts: {
      title: (businessName: string) => fillIn(texts.title, { businessName }),
      whoWeAre: content.whoWeAre.heading,
      mission: content.mission.heading,
      vision: content.vision.heading,
      areas: (cityCount: number) => fillIn(texts.areasHeading, { cityCount }),
      ctaHeading: content.callToAction.heading,
      ctaText: (openingTimes: string) => fillIn(texts.callText, { openingTimes }),
      ctaButton: content.callToAction.button,
    },
  };
});
