/**
 * The languages the site is written in. English is the default and lives at the root
 * ('/about'); every other language lives under its own prefix ('/hi/about'), so the URL
 * alone says which language a page is in: no cookie, and every page can be crawled.
 */
export const locales = ['en', 'hi'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** Each language's name in itself: what the language switch says. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/** Each language's name in English: what messages to developers and the business say. */
export const localeEnglishNames: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

/** A content file holds one copy of its texts per language: `{ "en": {...}, "hi": {...} }`. */
export type Translated<T> = Record<Locale, T>;
