import { defaultLocale, type Locale, type Translated } from 'shared-types';
import texts from '../../content/texts.json';
import type { TextsData } from './texts-schema';

const content = texts satisfies Translated<TextsData>;

/** The contact page's buttons, labels and messages in `locale`: content/texts.json, checked at build. */
export const contactTexts = (locale: Locale = defaultLocale): TextsData => content[locale];
