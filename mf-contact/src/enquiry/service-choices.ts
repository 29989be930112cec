import { defaultLocale, type Locale, type ServiceCatalogues } from 'shared-types';
import { textsIn } from '../content/texts';

/** One choice of the form's service list. */
export interface ServiceChoice {
  /** The service it books (/contact?service=<slug>); none for the last, "another" choice. */
  slug?: string;
  /** What it sends: English whatever the page's language (the e-mail, the draft and the owner read it). */
  value: string;
  /** What the visitor reads, in the page's language. */
  text: string;
}

/**
 * The form's choices in `locale`: the services of mf-services' catalogue, in its order
 * (contract 1.3, so a new service is bookable without a release of this part), then one
 * for anything else, always there: without a catalogue (a shell of 1.2, this part
 * alone) the form can still be sent.
 */
export function serviceChoices(
  catalogues: ServiceCatalogues | undefined,
  locale: Locale = defaultLocale,
): ServiceChoice[] {
  const english = catalogues?.[defaultLocale] ?? [];
  const services = catalogues?.[locale] ?? english;
  return [
    ...services.map(({ slug, name }) => ({
      slug,
      value: english.find((service) => service.slug === slug)?.name ?? name,
      text: name,
    })),
    { value: textsIn(defaultLocale).form.otherService, text: textsIn(locale).form.otherService },
  ];
}

/** The choice a /contact?service=<slug> link books, if the form offers it. */
export function choiceForSlug(
  choices: readonly ServiceChoice[],
  slug: string | null,
): ServiceChoice | undefined {
  return slug ? choices.find((choice) => choice.slug === slug) : undefined;
}

/** What the visitor saw for a chosen value ('Fridge Repair' → 'फ्रिज रिपेयर' in Hindi). */
export function serviceText(value: string, choices: readonly ServiceChoice[]): string {
  return choices.find((choice) => choice.value === value)?.text ?? value;
}
