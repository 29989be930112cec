/** Route paths of the site, in one place. mf-services owns everything under servicePrefix. */
export const routes = {
  landing: '/',
  home: '/home',
  about: '/about',
  services: '/services',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
} as const;

export const servicePrefix = '/service/';
