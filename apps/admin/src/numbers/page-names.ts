import { type Locale, localeEnglishNames, routes } from 'shared-types';
import type { EntryPageNames } from './entry-names';

/** Each of the site's own pages, as the owner calls it; a new route must be named here. */
const PAGE_NAMES: Readonly<Record<(typeof routes)[keyof typeof routes], string>> = {
  [routes.landing]: 'Landing page',
  [routes.home]: 'Home page',
  [routes.about]: 'About page',
  [routes.services]: 'All services',
  [routes.contact]: 'Contact page',
  [routes.privacyPolicy]: 'Privacy policy',
};

/** A path with no known name, made readable: '/offers/diwali-sale' → 'Offers › diwali sale'. */
function readablePath(path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replaceAll('-', ' '))
    .join(' › ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A page of the site, named in words: '/service/ac' → 'AC Repair & Service', as its
 * content file names it (`entryNames`, read through the editor's backend: entry-names.ts).
 */
export function pageName(path: string, entryNames: EntryPageNames = {}): string {
  const named = PAGE_NAMES[path as keyof typeof PAGE_NAMES];
  return (
    named ?? (Object.hasOwn(entryNames, path) ? entryNames[path] : undefined) ?? readablePath(path)
  );
}

/** The page's language in English, as the rest of the owner's page: 'English', 'Hindi'. */
export const languageName = (lang: Locale): string => localeEnglishNames[lang] ?? lang;
