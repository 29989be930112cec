import type { SiteConfig } from 'shared-types';
import business from '../../content/business.json' with { type: 'json' };
import type { BusinessData } from '../content/schema';

// The build checked the file against businessSchema; JSON alone types a day as any string.
const data = business as BusinessData;

/**
 * The business identity, in one place: content/business.json, which the owner edits at
 * /admin and the build checks. Every phone number, e-mail and address on the site comes
 * from here; the remotes receive it as props. The owner writes numbers as people read them;
 * tel: and wa.me links take them without the spaces.
 */
export const siteConfig: SiteConfig = {
  businessName: data.businessName,
  phoneDisplay: data.phone,
  phoneE164: data.phone.replaceAll(' ', ''),
  whatsappNumber: data.whatsapp.replace(/\D/g, ''),
  email: data.email,
  address: data.address,
  hours: data.hours,
  serviceCities: data.serviceCities,
};
