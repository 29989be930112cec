import type { PageImage } from 'shared-ui';
import type { ServiceData } from './schema';

/** A service page as the pages draw it: its content file, its address and its picture. */
export interface ServiceContent extends Omit<ServiceData, 'image'> {
  /** URL segment: /service/<slug>, the content file's name. Also the key the contact form preselects by. */
  slug: string;
  image: PageImage;
}

export type ServiceHighlight = ServiceData['highlights'][number];

/** The four highlight cards of a page, the last always the AMC card (`amcTitle`, from texts.json). */
export function highlightsOf(
  service: ServiceContent,
  amcTitle: string,
): readonly ServiceHighlight[] {
  return [
    ...service.highlights,
    { icon: 'calendar', title: amcTitle, description: service.amcPlan },
  ];
}
