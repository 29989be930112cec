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
  /** When calls are answered; shown through formatOpeningHours() (shared-ui/site). */
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
