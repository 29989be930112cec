import type { PageHead, SiteConfig } from 'shared-types';
import { routes } from 'shared-types';

/** The words of what the shell owns: footer, not-found page, the fallback of a failed part. */
export const footerTexts = {
  aboutHeading: 'About Us',
  about: (businessName: string) =>
    `${businessName} repairs, services and installs home appliances at your doorstep across Jaipur and nearby towns, with genuine spare parts and the price agreed before work starts.`,
  servicesHeading: 'Our Services',
  linksHeading: 'Quick Links',
  quickLinks: [
    { label: 'Home', to: routes.home },
    { label: 'About Us', to: routes.about },
    { label: 'Our Services', to: routes.services },
    { label: 'Contact Us', to: routes.contact },
    { label: 'Privacy Policy', to: routes.privacyPolicy },
  ],
  copyright: (year: number, businessName: string) =>
    `© ${year} ${businessName}. All rights reserved.`,
};

export const notFoundTexts = {
  head: (site: SiteConfig): PageHead => ({
    title: `Page not found · ${site.businessName}`,
    description: 'The page you asked for does not exist. Find our services or call us.',
  }),
  code: '404',
  title: 'We could not find that page',
  text: 'The link may be old or mistyped. Here is where to go next, or call us and we will help.',
  home: 'Go to the home page',
  services: 'See our services',
};

export const fallbackTexts = {
  head: (site: SiteConfig): PageHead => ({
    title: `Page unavailable · ${site.businessName}`,
    description: 'This page could not be loaded.',
  }),
  title: 'Sorry, this page did not load',
  text: (times: string) =>
    `Part of our website is having trouble right now. You can still book a repair: call or WhatsApp us, we answer ${times}.`,
  retry: 'Try again',
  retrying: 'Trying again…',
};
