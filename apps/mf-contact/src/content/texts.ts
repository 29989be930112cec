import { inLocale } from 'shared-ui/site';
import texts from '../../content/texts.json';
import type { TextsData } from './texts-schema';

/** The contact page's buttons, labels and messages in `locale`: content/texts.json, checked at build. */
export const textsIn = inLocale<TextsData>(texts);
