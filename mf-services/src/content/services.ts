import type { ServiceSummary } from 'shared-types';
import { servicePath } from 'shared-ui/site';
import { imageOf } from './images';
import type { ServiceData } from './schema';
import type { ServiceContent } from './service-content';

/**
 * Every file in content/services/ is a service, addressed by its file name: adding a tenth
 * is one content file (the editor at /admin writes it), with no list to edit here and no
 * shell release. The build checked each file against the schema.
 */
const files = import.meta.glob<ServiceData>('../../content/services/*.json', {
  eager: true,
  import: 'default',
});

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

export const services: readonly ServiceContent[] = Object.entries(files)
  .map(([path, data]) => ({ ...data, slug: slugOf(path), image: imageOf(data.image) }))
  .sort((a, b) => a.order - b.order);

export function findService(slug: string | undefined): ServiceContent | undefined {
  return services.find((service) => service.slug === slug);
}

/** What the shell's footer lists: the catalogue as a contract. */
export const serviceCatalogue: readonly ServiceSummary[] = services.map((service) => ({
  slug: service.slug,
  path: servicePath(service.slug),
  name: service.name,
}));
