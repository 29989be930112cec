import type { Locale, Translated } from 'shared-types';

/**
 * A content file written in every language (`{ "en": {...}, "hi": {...} }`), read in the
 * page's: each app's `textsIn = inLocale<TextsData>(texts)`, then `textsIn(locale).form`.
 */
export const inLocale =
  <Data>(file: Translated<Data>) =>
  (locale: Locale): Data =>
    file[locale];
