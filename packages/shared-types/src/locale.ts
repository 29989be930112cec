import languages from '../locales.json' with { type: 'json' };

/**
 * The languages the site is written in, from packages/shared-types/locales.json: the one list the
 * apps, the release engine and the servers all read. The default language lives at the
 * root ('/about'); every other language lives under its own prefix ('/hi/about'), so the
 * URL alone says which language a page is in: no cookie, and every page can be crawled.
 */
export type Locale = keyof typeof languages.locales;

/** Every language, in the order the file lists them. */
export const locales = Object.keys(languages.locales) as readonly Locale[];

/** The language served at the root, and the one a render given no language is in. */
export const defaultLocale = languages.defaultLocale as Locale;

if (!locales.includes(defaultLocale)) {
  throw new Error(`locales.json: the default language ${defaultLocale} is not one of its locales`);
}

const namesBy = (name: (language: (typeof languages.locales)[Locale]) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, name(languages.locales[locale])])) as Record<
    Locale,
    string
  >;

/** Each language's name in itself: what the language switch says. */
export const localeNames = namesBy((language) => language.name);

/** Each language's short name in itself: what the switch says where the header is narrow. */
export const localeShortNames = namesBy((language) => language.shortName);

/** Each language's name in English: what messages to developers and the business say. */
export const localeEnglishNames = namesBy((language) => language.englishName);

/** A content file holds one copy of its texts per language: `{ "en": {...}, "hi": {...} }`. */
export type Translated<T> = Record<Locale, T>;
