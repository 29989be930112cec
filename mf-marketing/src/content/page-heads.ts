import type { PageHead, SiteConfig } from 'shared-types';
import { formatOpeningTimes } from 'shared-ui/site';

/** Titles and descriptions of mf-marketing's pages: used by the pages and by their pre-render. */
export const pageHeads = {
  landing: (site: SiteConfig): PageHead => ({
    title: `${site.businessName} · Appliance repair at your doorstep in Jaipur`,
    description: `Same-day doorstep repair, servicing and installation of ACs, fridges, geysers, washing machines, RO purifiers, chimneys and CCTV in Jaipur. Open ${formatOpeningTimes(site.hours)}.`,
  }),
  home: (site: SiteConfig): PageHead => ({
    title: `Home · ${site.businessName}`,
    description:
      'AC, fridge, geyser, washing machine, CCTV and chimney repair at your doorstep in Jaipur. Certified technicians, genuine parts, same-day service.',
  }),
  about: (site: SiteConfig): PageHead => ({
    title: `About Us · ${site.businessName}`,
    description: `Who we are: doorstep appliance technicians serving ${site.serviceCities.join(', ')}. Our mission, our vision and where we work.`,
  }),
  privacyPolicy: (site: SiteConfig): PageHead => ({
    title: `Privacy Policy · ${site.businessName}`,
    description:
      'What information we collect when you contact or book us, how we use and protect it, and who we share it with.',
  }),
};
