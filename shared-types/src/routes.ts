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

export function servicePath(slug: string): string {
  return `${servicePrefix}${slug}`;
}

/** Link to the contact form with a service preselected. */
export function bookServicePath(slug: string): string {
  return `${routes.contact}?service=${encodeURIComponent(slug)}`;
}
