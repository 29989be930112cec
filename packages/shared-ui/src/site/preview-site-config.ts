import type { SiteConfig } from 'shared-types';

/**
 * Stand-in identity for a remote run on its own (`npm run dev -w mf-contact`) and for
 * unit tests. Deliberately unlike the shell's real values, so a test that finds
 * these in the composed site has found a remote that ignored the shell's config.
 */
export const previewSiteConfig: SiteConfig = {
  businessName: 'Preview Appliance Care',
  phoneDisplay: '+91 90000 00001',
  phoneE164: '+919000000001',
  whatsappNumber: '919000000001',
  email: 'preview@example.com',
  address: {
    street: 'Preview Street 1',
    locality: 'Test Nagar',
    city: 'Jaipur',
    region: 'Rajasthan',
    postalCode: '302001',
  },
  hours: { from: 'Monday', to: 'Sunday', opens: '00:00', closes: '24:00' },
  serviceCities: ['Jaipur', 'Chomu', 'Ajeetgarh', 'Amarsar', 'Sikar', 'Shahpura', 'Ajmer'],
};
