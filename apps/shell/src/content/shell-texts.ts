import type { Locale, PageHead, SiteConfig } from 'shared-types';
import { fillIn, formatOpeningTimes, inLocale } from 'shared-ui/site';
import texts from '../../content/texts.json' with { type: 'json' };
import type { ShellTexts } from './texts-schema';

/** The words of what the shell owns, in `locale`: content/texts.json, checked at build. */
export const shellTexts = inLocale<ShellTexts>(texts);

export function notFoundHead(site: SiteConfig, locale: Locale): PageHead {
  const { title, description } = shellTexts(locale).notFound;
  return { title: fillIn(title, { businessName: site.businessName }), description };
}

export function fallbackHead(site: SiteConfig, locale: Locale): PageHead {
  const { title, description } = shellTexts(locale).fallback;
  return { title: fillIn(title, { businessName: site.businessName }), description };
}

/** The fallback's sentence, with when calls are answered. */
export const fallbackText = (site: SiteConfig, locale: Locale) =>
  fillIn(shellTexts(locale).fallback.text, { times: formatOpeningTimes(site.hours, locale) });
