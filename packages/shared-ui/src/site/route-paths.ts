import { routes, servicePrefix } from 'shared-types';

export function servicePath(slug: string): string {
  return `${servicePrefix}${slug}`;
}

/** Link to the contact form with a service preselected. */
export function bookServicePath(slug: string): string {
  return `${routes.contact}?service=${encodeURIComponent(slug)}`;
}
