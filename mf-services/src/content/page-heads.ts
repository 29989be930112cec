import type { PageHead, SiteConfig } from 'shared-types';
import type { ServiceContent } from './service-content';
import { services } from './services';

/** Titles and descriptions of mf-services' pages: used by the pages and by their pre-render. */
export const pageHeads = {
  catalogue: (site: SiteConfig): PageHead => ({
    title: `Our Services · ${site.businessName}`,
    description: `Repair, servicing and installation of ${services.length} kinds of home appliance at your doorstep in Jaipur: ${services.map((service) => service.appliance).join(', ')}.`,
  }),
  service: (service: ServiceContent, site: SiteConfig): PageHead => ({
    title: `${service.name} in Jaipur · ${site.businessName}`,
    description: service.metaDescription,
  }),
  serviceNotFound: (businessName: string): PageHead => ({
    title: `Service not found · ${businessName}`,
    description: 'We do not have a page for that service. See the services we offer.',
  }),
};
