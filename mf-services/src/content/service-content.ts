import type { PageImage } from 'shared-ui';
import type { ServiceData } from './schema';

/** A service page as the pages draw it: its content file, its address and its picture. */
export interface ServiceContent extends Omit<ServiceData, 'image'> {
  /** URL segment: /service/<slug>, the content file's name. Also the key the contact form preselects by. */
  slug: string;
  image: PageImage;
}

export type ServiceHighlight = ServiceData['highlights'][number];

export const AMC_TITLE = 'AMC Plans';

/** The four highlight cards of a page, the last always AMC Plans. */
export function highlightsOf(service: ServiceContent): readonly ServiceHighlight[] {
  return [
    ...service.highlights,
    { icon: 'calendar', title: AMC_TITLE, description: service.amcPlan },
  ];
}

/** On every service page, where a visitor deciding whether to call reads it (spec §1). */
export const servicePromise =
  'Transparent pricing with no hidden charges: the technician tells you the price before any work starts, and fits genuine spare parts.';

/** The headings and calls to action every service page shares. */
export const servicePageTexts = {
  callNow: 'Call Now',
  book: 'Book this service',
  visitHeading: 'What a visit covers',
  brandsLabel: 'Brands we service:',
  highlightsHeading: 'Why book us',
};
