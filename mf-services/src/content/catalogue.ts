import catalogue from '../../content/catalogue.json';
import type { CatalogueData } from './schema';

/** The catalogue page's heading and introduction: content/catalogue.json, checked at build. */
export const catalogueTexts = {
  ...(catalogue satisfies CatalogueData),
  /** Completes "Read More" for screen readers: "Read More about Fridge Repair". */
  readMoreAbout: (serviceName: string) => ` about ${serviceName}`,
};

/** What an unknown /service/<slug> says. */
export const serviceNotFoundTexts = {
  title: 'We could not find that service',
  text: 'The page may have moved, or the link may be mistyped. All the appliances we repair are listed on our services page.',
  link: 'See all our services',
};
