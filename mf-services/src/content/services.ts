import type { ServiceSummary } from 'shared-types';
import { servicePath } from 'shared-types';

const names: ReadonlyArray<[slug: string, name: string]> = [
  ['ac', 'AC Repair & Service'],
  ['fridge', 'Fridge Repair'],
  ['geyser', 'Geyser Repair'],
  ['washing-machine', 'Washing Machine Repair'],
  ['microwave', 'Microwave Oven Repair'],
  ['ro', 'RO Water Purifier Service'],
  ['chimney', 'Kitchen Chimney Service'],
  ['cctv', 'CCTV Camera Installation'],
  ['gps', 'GPS Tracker Installation'],
];

export const serviceCatalogue: readonly ServiceSummary[] = names.map(([slug, name]) => ({
  slug,
  name,
  path: servicePath(slug),
}));

export function findService(slug: string | undefined): ServiceSummary | undefined {
  return serviceCatalogue.find((service) => service.slug === slug);
}
