import {
  defaultLocale,
  type Locale,
  locales,
  type ServiceSummary,
  type Translated,
} from 'shared-types';
import { cardImageOf } from 'shared-ui/content-images/card';
import { servicePath } from 'shared-ui/site';
import { offersEnquiryChoice } from './enquiry-choice';
import type { ServiceData } from './schema';
import type { ServiceContent } from './service-content';

/**
 * Every file in content/services/ is a service, addressed by its file name: adding a tenth
 * is one content file (the editor at /admin writes it), with no list to edit here and no
 * shell release. The build checked each file against the schema, every language whole.
 */
const files = import.meta.glob<Translated<ServiceData>>('../../content/services/*.json', {
  eager: true,
  import: 'default',
});

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** Each language's copy of every file, in the order its `order` fields give. */
function servicesWrittenIn(locale: Locale): readonly ServiceContent[] {
  return Object.entries(files)
    .map(([path, file]) => {
      const data = file[locale];
      return { ...data, slug: slugOf(path), image: cardImageOf(data.image) };
    })
    .sort((a, b) => a.order - b.order);
}

const servicesByLocale = Object.fromEntries(
  locales.map((locale) => [locale, servicesWrittenIn(locale)]),
) as Record<Locale, readonly ServiceContent[]>;

/** Every service, in `locale` (English when none). */
export const servicesIn = (locale?: Locale): readonly ServiceContent[] =>
  servicesByLocale[locale ?? defaultLocale];

export function findService(slug: string | undefined, locale?: Locale): ServiceContent | undefined {
  return servicesIn(locale).find((service) => service.slug === slug);
}

const summariesOf = (services: readonly ServiceContent[]): readonly ServiceSummary[] =>
  services.map((service) => ({
    slug: service.slug,
    path: servicePath(service.slug),
    name: service.name,
    // Only a service with a choice on the enquiry form is offered there.
    ...(offersEnquiryChoice(service) && { enquiryChoice: service.enquiryChoice?.trim() }),
  }));

/**
 * What the shell's footer lists and the enquiry form offers, as a contract: per language,
 * in the order the files' `order` fields give, the names and the form's choices
 * translated, the paths English (the shell puts the language's prefix before them).
 */
export const serviceCatalogues = Object.fromEntries(
  locales.map((locale) => [locale, summariesOf(servicesByLocale[locale])]),
) as Readonly<Record<Locale, readonly ServiceSummary[]>>;

/** The catalogue in the default language, English: all a shell of contract 1.0 reads. */
export const serviceCatalogue: readonly ServiceSummary[] = serviceCatalogues[defaultLocale];
