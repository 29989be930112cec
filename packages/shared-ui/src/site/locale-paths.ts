import { type Alternates, defaultLocale, type Locale, locales } from 'shared-types';

// Where each language lives: the default (English) at the root, another language under
// '/<locale>'. Every link of the site goes through localePath, so a page never leads out of
// its language; every link to a page's twin in another language through translatedPath.

const prefixed = locales.filter((locale) => locale !== defaultLocale);

/** The language a path is in: '/hi/about' → 'hi', '/about' → the default, 'en'. */
export function localeOf(pathname: string): Locale {
  return (
    prefixed.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ??
    defaultLocale
  );
}

/** The path without its language's prefix: '/hi/about' → '/about', '/hi' → '/'. */
export function withoutLocale(pathname: string): string {
  const locale = localeOf(pathname);
  if (locale === defaultLocale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/**
 * `path` (an English route, maybe with a query: '/contact?service=ac') in `locale`:
 * '/hi/contact?service=ac'; the landing page '/' is '/hi'.
 */
export function localePath(locale: Locale | undefined, path: string): string {
  if (!locale || locale === defaultLocale) return path;
  return path === '/' || path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The same page in another language: what the language switch and hreflang link to. */
export function translatedPath(pathname: string, locale: Locale): string {
  return localePath(locale, withoutLocale(pathname));
}

/**
 * The page at `pathname` in each language it is written in (`available`: every language,
 * unless told fewer), then `x-default`, its default language's: the hreflang links of its
 * head, as the composer writes them and the browser keeps them after a soft navigation.
 * A page in one language has none. `origin`: the site's public one, 'https://www.example.in'.
 */
export function alternatesOf(
  pathname: string,
  origin: string,
  available: readonly Locale[] = locales,
): Alternates {
  if (available.length < 2) return [];
  const url = (locale: Locale) => `${origin}${translatedPath(pathname, locale)}`;
  return [
    ...available.map((locale) => ({ hreflang: locale, href: url(locale) })),
    { hreflang: 'x-default', href: url(defaultLocale) },
  ];
}
