import { useLocation } from 'react-router-dom';
import type { Locale } from 'shared-types';
import { localeOf } from 'shared-ui/site';

/** The current page's language: its URL says it ('/hi/...'), in the browser and the pre-render alike. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
