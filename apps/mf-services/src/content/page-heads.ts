import type { Locale, PageHead, SiteConfig } from 'shared-types';
import { fillIn } from 'shared-ui/site';
import type { ServiceContent } from './service-content';
import { servicesIn } from './services';
import { textsIn } from './texts';

/** Titles and descriptions of mf-services' pages, in `locale`: used by the pages and by their pre-render. */
export const pageHeads = {
  catalogue: (site: SiteConfig, locale: Locale): PageHead => {
    const texts = textsIn(locale).catalogue;
    const services = servicesIn(locale);
    return {
      title: fillIn(texts.headTitle, { businessName: site.businessName }),
      description: fillIn(texts.headDescription, {
        count: services.length,
        appliances: services.map((service) => service.appliance).join(', '),
      }),
    };
  },
  service: (service: ServiceContent, site: SiteConfig, locale: Locale): PageHead => ({
    title: fillIn(textsIn(locale).servicePage.headTitle, {
      serviceName: service.name,
      businessName: site.businessName,
    }),
    description: service.metaDescription,
  }),
  serviceNotFound: (site: SiteConfig, locale: Locale): PageHead => {
    const texts = textsIn(locale).serviceNotFound;
    return {
      title: fillIn(texts.headTitle, { businessName: site.businessName }),
      description: texts.headDescription,
    };
  },
};
