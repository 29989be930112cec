import {
  defaultLocale,
  type Locale,
  type ServiceCatalogues,
  type ServiceSummary,
} from 'shared-types';

/** One choice of the form's service list. */
export interface ServiceChoice {
  /** The service it books (/contact?service=<slug>). */
  slug: string;
  /** What it sends: its English label whatever the page's language (the e-mail, the draft and the owner read it). */
  value: string;
  /** What the visitor reads: its label in the page's language. */
  text: string;
}

/**
 * The form's choices in `locale`: the services of mf-services' catalogue that have a
 * choice on the form (each service's content, `enquiryChoice`: contract 1.3), in the
 * catalogue's order, so a new service is bookable without a release of this part. A
 * service without one (GPS) is not offered, and there is no other choice: any other is a
 * service's content too.
 *
 * A catalogue in which no service names a choice comes from an mf-services released
 * before they could (a rollback, say): its services are offered by their names, as they
 * were then, so the form can still be sent. Without a catalogue (a shell of 1.2, or this
 * part alone) there is nothing to offer.
 */
export function serviceChoices(
  catalogues: ServiceCatalogues | undefined,
  locale: Locale = defaultLocale,
): ServiceChoice[] {
  const english = catalogues?.[defaultLocale] ?? [];
  const services = catalogues?.[locale] ?? english;
  const namesChoices = [...english, ...services].some(
    (service) => service.enquiryChoice !== undefined,
  );
  const labelOf = (service: ServiceSummary | undefined) =>
    namesChoices ? service?.enquiryChoice?.trim() || undefined : service?.name;
  return services.flatMap((service) => {
    const text = labelOf(service);
    if (!text) return [];
    const value = labelOf(english.find((each) => each.slug === service.slug)) ?? text;
    return [{ slug: service.slug, value, text }];
  });
}

/** The choice a /contact?service=<slug> link books, if the form offers it. */
export function choiceForSlug(
  choices: readonly ServiceChoice[],
  slug: string | null,
): ServiceChoice | undefined {
  return slug ? choices.find((choice) => choice.slug === slug) : undefined;
}

/** What the visitor saw for a chosen value ('Fridge Repairing' → 'फ्रिज रिपेयर' in Hindi). */
export function serviceText(value: string, choices: readonly ServiceChoice[]): string {
  return choices.find((choice) => choice.value === value)?.text ?? value;
}
