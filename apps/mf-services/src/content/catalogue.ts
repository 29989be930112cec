import { defaultLocale, type Locale, type Translated } from 'shared-types';
import catalogue from '../../content/catalogue.json';
import type { CatalogueData } from './schema';

// The catalogue page's heading and introduction: content/catalogue.json, checked at build.
const content = catalogue satisfies Translated<CatalogueData>;

/** The catalogue page's texts in `locale` (English when none). */
export const catalogueContent = (locale?: Locale): CatalogueData =>
  content[locale ?? defaultLocale];
