import type { Locale, SiteConfig } from 'shared-types';
import { localePath } from './site/locale-paths';
import { isRoundTheClock, openDays } from './site/opening-hours';

/**
 * schema.org data for search engines, built from SiteConfig so it always agrees with
 * what the page shows, in the page's language (`site` is the identity in that language).
 * `origin` is the site's public origin.
 */

const businessId = (origin: string) => `${origin}/#business`;

function postalAddress(site: SiteConfig) {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${site.address.street}, ${site.address.locality}`,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: 'IN',
  };
}

function openingHoursSpecification(site: SiteConfig) {
  const { opens, closes } = site.hours;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: openDays(site.hours),
    // schema.org writes "open all day" as 00:00 to 23:59.
    opens,
    closes: isRoundTheClock(site.hours) || closes === '24:00' ? '23:59' : closes,
  };
}

const areaServed = (site: SiteConfig) =>
  site.serviceCities.map((city) => ({ '@type': 'City', name: city }));

/** The business itself: for the pages that present it (landing, home, about, contact). */
export function localBusinessJsonLd(site: SiteConfig, origin: string, locale?: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(origin),
    name: site.businessName,
    url: `${origin}${localePath(locale, '/')}`,
    telephone: site.phoneE164,
    email: site.email,
    address: postalAddress(site),
    openingHoursSpecification: [openingHoursSpecification(site)],
    areaServed: areaServed(site),
  };
}

interface ServiceFacts {
  name: string;
  description: string;
  /** The page's path in its language: '/hi/service/ac'. */
  path: string;
}

/** One service page: the service, who provides it and where. */
export function serviceJsonLd(service: ServiceFacts, site: SiteConfig, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: `${origin}${service.path}`,
    provider: {
      '@type': 'HomeAndConstructionBusiness',
      '@id': businessId(origin),
      name: site.businessName,
      telephone: site.phoneE164,
      address: postalAddress(site),
    },
    areaServed: areaServed(site),
  };
}
