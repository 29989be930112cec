import type { SiteConfig } from 'shared-types';
// By its path: vite.config.ts reads this file, and Node loads a package's .ts as it is.
import {
  defaultLocale,
  type Locale,
  locales,
  type Translated,
} from '../../../../packages/shared-types/src/locale.ts';
import business from '../../content/business.json' with { type: 'json' };
import type { BusinessData } from '../content/schema';

// The build checked the file against businessSchema; JSON alone types a day as any string.
const data = business as Translated<BusinessData>;

/**
 * The business identity in `locale`, from content/business.json, which the owner edits at
 * /admin and the build checks. Every phone number, e-mail and address on the site comes
 * from here; the remotes receive it as props. The name, address and cities are each
 * language's own; the numbers, e-mail and hours are facts, taken from the default
 * language's (English) copy so the languages cannot disagree. The owner writes numbers as people read them; tel: and
 * wa.me links take them without the spaces.
 */
function siteConfigIn(locale: Locale): SiteConfig {
  const facts = data[defaultLocale];
  const words = data[locale];
  return {
    businessName: words.businessName,
    phoneDisplay: facts.phone,
    phoneE164: facts.phone.replaceAll(' ', ''),
    whatsappNumber: facts.whatsapp.replace(/\D/g, ''),
    email: facts.email,
    address: { ...words.address, postalCode: facts.address.postalCode },
    hours: facts.hours,
    serviceCities: words.serviceCities,
  };
}

export const siteConfigs = Object.fromEntries(
  locales.map((locale) => [locale, siteConfigIn(locale)]),
) as Translated<SiteConfig>;

/** In the default language, English: what site-config.json publishes for renders of contract 1.0. */
export const siteConfig = siteConfigs[defaultLocale];
