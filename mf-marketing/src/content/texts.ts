import type { Locale, Translated } from 'shared-types';
import textsFile from '../../content/texts.json';
import type { TextsData } from './texts-schema';

// content/texts.json, checked at build against textsSchema (templates keep their placeholders).
const content = textsFile satisfies Translated<TextsData>;

/** The labels, headings and sentence templates of this app's pages, in `locale`. */
export const textsIn = (locale: Locale): TextsData => content[locale];
