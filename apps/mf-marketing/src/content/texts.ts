import { inLocale } from 'shared-ui/site';
import texts from '../../content/texts.json';
import type { TextsData } from './texts-schema';

/** The labels, headings and sentence templates of this app's pages in `locale`: content/texts.json, checked at build. */
export const textsIn = inLocale<TextsData>(texts);
