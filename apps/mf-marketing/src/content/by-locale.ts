import { type Locale, locales, type Translated } from 'shared-types';

/**
 * A content file's copy in each language, prepared once (pictures looked up, templates
 * bound to their language): a page asks for its language's and gets the same object on
 * every render.
 */
export function byLocale<Data, Prepared>(
  file: Translated<Data>,
  prepare: (data: Data, locale: Locale) => Prepared,
): (locale: Locale) => Prepared {
  const prepared = Object.fromEntries(
    locales.map((locale) => [locale, prepare(file[locale], locale)]),
  ) as Record<Locale, Prepared>;
  return (locale) => prepared[locale];
}
