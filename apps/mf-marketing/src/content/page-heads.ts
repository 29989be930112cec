import type { Locale, PageHead, SiteConfig } from 'shared-types';
import { fillIn, formatOpeningTimes } from 'shared-ui/site';
import { textsIn } from './texts';
import type { TextsData } from './texts-schema';

type MarketingPage = keyof TextsData['heads'];

/** A page's title and description in `locale`, its placeholders filled from the business details. */
const headOf =
  (page: MarketingPage) =>
  (site: SiteConfig, locale: Locale): PageHead => {
    const { title, description } = textsIn(locale).heads[page];
    const values = {
      businessName: site.businessName,
      openingTimes: formatOpeningTimes(site.hours, locale),
      cities: site.serviceCities.join(', '),
    };
    return { title: fillIn(title, values), description: fillIn(description, values) };
  };

/** Titles and descriptions of mf-marketing's pages: used by the pages and by their pre-render. */
export const pageHeads = {
  landing: headOf('landing'),
  home: headOf('home'),
  about: headOf('about'),
  privacyPolicy: headOf('privacyPolicy'),
} satisfies Record<MarketingPage, unknown>;
