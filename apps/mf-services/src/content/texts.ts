import { inLocale } from 'shared-ui/site';
import texts from '../../content/texts.json';
import type { TextsData } from './schema';

/** The buttons, headings, page heads and messages of this app's pages in `locale`: content/texts.json, checked at build. */
export const textsIn = inLocale<TextsData>(texts);
