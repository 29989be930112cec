import { Link, useLocation } from 'react-router-dom';
import { type Locale, localeNames, localeShortNames, locales } from 'shared-types';
import { useHydrated } from 'shared-ui';
import { localePath, translatedPath } from 'shared-ui/site';
import { useLocale } from '../locale/use-locale';

/**
 * The same page in each other language. A plain link with hreflang, so it works before
 * the app starts and without it; the URL carries the language, so nothing is remembered.
 * Its words are the language's own name (shortened on a narrow header), marked with that
 * language for screen readers.
 * A not-found page composed for a pattern ('/hi/service/*') has no address of its own
 * until the app reads the real one: there the link leads to the other language's home.
 */
export function LanguageSwitch({
  className,
  shortNameClass,
  fullNameClass,
}: {
  className?: string;
  /** Classes that show the short name ('हिं') on a narrow header and the full one elsewhere. */
  shortNameClass?: string;
  fullNameClass?: string;
}) {
  const { pathname, search } = useLocation();
  const current = useLocale();
  // The composed page's link knows neither the query nor, on a not-found page, the real
  // address, and React does not correct an attribute it hydrates: while hydrating, the link
  // is given this page's own address, which its translation never is, so the render right
  // after always sets the real one.
  const hydrating = !useHydrated() && typeof window !== 'undefined';
  const targetIn = (locale: Locale) => {
    if (hydrating) return `${pathname}${search}`;
    return pathname.endsWith('*')
      ? localePath(locale, '/')
      : `${translatedPath(pathname, locale)}${search}`;
  };
  return locales
    .filter((locale) => locale !== current)
    .map((locale) => (
      <Link
        key={locale}
        to={targetIn(locale)}
        className={className}
        hrefLang={locale}
        lang={locale}
        data-language-switch=""
        // The full name, also where the short one shows: it begins with what is seen.
        aria-label={localeNames[locale]}
      >
        <span className={fullNameClass}>{localeNames[locale]}</span>
        <span className={shortNameClass} aria-hidden="true">
          {localeShortNames[locale]}
        </span>
      </Link>
    ));
}
