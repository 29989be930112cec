import type { ServiceSummary } from 'shared-types';
import { servicePath } from 'shared-ui/site';
import type { ServiceContent } from './service-content';

/**
 * Every file in ./services/ is a service: adding a tenth is one content file and one
 * image, with no list to edit here and no shell release.
 */
const modules = import.meta.glob<ServiceContent>('./services/*.ts', {
  eager: true,
  import: 'service',
});

export const services: readonly ServiceContent[] = Object.values(modules).sort(
  (a, b) => a.order - b.order,
);

export function findService(slug: string | undefined): ServiceContent | undefined {
  return services.find((service) => service.slug === slug);
}

/** What the shell's footer lists: the catalogue as a contract. */
export const serviceCatalogue: readonly ServiceSummary[] = services.map((service) => ({
  slug: service.slug,
  path: servicePath(service.slug),
  name: service.name,
}));
