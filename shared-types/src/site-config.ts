import type { OpeningHours } from './opening-hours';

/** The business identity. The shell owns the one real value; remotes receive it as props. */
export interface SiteConfig {
  businessName: string;
  /** Shown to people, e.g. "+91 98765 43210". */
  phoneDisplay: string;
  /** E.164 form for tel: links, e.g. "+919876543210". */
  phoneE164: string;
  /** Country code and number, digits only, as wa.me expects, e.g. "919876543210". */
  whatsappNumber: string;
  email: string;
  address: PostalAddress;
  /** When calls are answered; shown through formatOpeningHours(). */
  hours: OpeningHours;
  serviceCities: readonly string[];
}

export interface PostalAddress {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
}

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`;
}

export function telHref(site: SiteConfig): string {
  return `tel:${site.phoneE164}`;
}

export function whatsappHref(site: SiteConfig, message?: string): string {
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${site.whatsappNumber}${text}`;
}

export function mailtoHref(site: SiteConfig): string {
  return `mailto:${site.email}`;
}
