import {
  defaultLocale,
  type Locale,
  type PageHead,
  type SiteConfig,
  type Translated,
} from 'shared-types';
import { cardImageOf } from 'shared-ui/content-images/card';
import { fillIn, formatOpeningTimes } from 'shared-ui/site';
import contact from '../../content/contact.json';
import type { ContactData } from './schema';
import { textsIn } from './texts';

const content = contact satisfies Translated<ContactData>;

/** The page's headings, introduction and picture in `locale`: content/contact.json, checked at build. */
export function contactContent(locale: Locale = defaultLocale) {
  const { image, ...texts } = content[locale];
  return { ...texts, image: cardImageOf(image) };
}

export function contactHead(site: SiteConfig, locale: Locale = defaultLocale): PageHead {
  const { head } = textsIn(locale);
  return {
    title: fillIn(head.title, { businessName: site.businessName }),
    description: fillIn(head.description, {
      phone: site.phoneDisplay,
      openingTimes: formatOpeningTimes(site.hours, locale),
    }),
  };
}
