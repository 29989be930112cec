import { defaultLocale, enquiryServiceChoices, type Locale } from 'shared-types';
import { textsIn } from '../content/texts';

/**
 * The form's service choices in `locale`. Each sends its English label whatever the page's
 * language: the e-mail template, the saved draft and the owner all read that one value.
 */
export function serviceChoices(locale: Locale = defaultLocale) {
  const names = textsIn(locale).services;
  return enquiryServiceChoices.map(({ slug, label }) => ({
    slug,
    value: label,
    text: names[slug],
  }));
}

/** What the visitor saw for a chosen value ('Fridge Repairing' → 'फ्रिज रिपेयर' in Hindi). */
export function serviceText(value: string, locale: Locale = defaultLocale): string {
  return serviceChoices(locale).find((choice) => choice.value === value)?.text ?? value;
}
