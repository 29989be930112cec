import { defaultLocale, type Locale, type Translated } from 'shared-types';
import texts from '../../content/texts.json';
import type { TextsData } from './schema';

// Buttons, headings, page heads and messages: content/texts.json, checked at build.
const content = texts satisfies Translated<TextsData>;

/** The shared words of mf-services' pages in `locale` (English when none). */
export const textsIn = (locale?: Locale): TextsData => content[locale ?? defaultLocale];
