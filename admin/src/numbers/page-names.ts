import { type Locale, localeEnglishNames, routes, servicePrefix } from 'shared-types';

/** Each of the site's own pages, as the owner calls it; a new route must be named here. */
const PAGE_NAMES: Readonly<Record<(typeof routes)[keyof typeof routes], string>> = {
  [routes.landing]: 'Landing page',
  [routes.home]: 'Home page',
  [routes.about]: 'About page',
  [routes.services]: 'All services',
  [routes.contact]: 'Contact page',
  [routes.privacyPolicy]: 'Privacy policy',
};

/**
 * Each service's English name, from its content file (mf-services/content/services/): the
 * names the editor shows too. Only the English copy is taken into the page.
 */
const serviceFiles = import.meta.glob<{ name: string }>(
  '../../../mf-services/content/services/*.json',
  { eager: true, import: 'en' },
);
const serviceNames = new Map(
  Object.entries(serviceFiles).map(([file, service]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
    service.name,
  ]),
);

/** A path with no known name, made readable: '/offers/diwali-sale' → 'Offers › diwali sale'. */
function readablePath(path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replaceAll('-', ' '))
    .join(' › ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A page of the site, named in words: '/service/ac' → 'AC Repair & Service'. */
export function pageName(path: string): string {
  const named = PAGE_NAMES[path as keyof typeof PAGE_NAMES];
  if (named) return named;
  const service = path.startsWith(servicePrefix)
    ? serviceNames.get(path.slice(servicePrefix.length))
    : undefined;
  return service ?? readablePath(path);
}

/** The page's language in English, as the rest of the owner's page: 'English', 'Hindi'. */
export const languageName = (lang: Locale): string => localeEnglishNames[lang] ?? lang;
