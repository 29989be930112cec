import type { SiteConfig } from 'shared-types';

/**
 * The business identity, in one place. Every phone number, e-mail and address on
 * the site comes from here; the remotes receive it as props. The owner replaces
 * these defaults with the real values (see README, "Configuration").
 */
export const siteConfig: SiteConfig = {
  businessName: 'Jaipur Appliance Care',
  phoneDisplay: '+91 98765 43210',
  phoneE164: '+919876543210',
  whatsappNumber: '919876543210',
  email: 'care@example.com',
  address: {
    street: 'Shop 12, Sikar Road',
    locality: 'Vidhyadhar Nagar',
    city: 'Jaipur',
    region: 'Rajasthan',
    postalCode: '302039',
  },
  hours: { from: 'Monday', to: 'Sunday', opens: '00:00', closes: '24:00' },
  serviceCities: ['Jaipur', 'Chomu', 'Ajeetgarh', 'Amarsar', 'Sikar', 'Shahpura', 'Ajmer'],
};
