/** The catalogue page's heading and introduction. */
export const catalogueTexts = {
  title: 'Our Services',
  lead: 'Repairs, servicing, installation and annual maintenance plans, at your home or shop, with genuine spare parts and the price agreed before work starts.',
  readMore: 'Read More',
  /** Completes "Read More" for screen readers: "Read More about Fridge Repair". */
  readMoreAbout: (serviceName: string) => ` about ${serviceName}`,
};

/** What an unknown /service/<slug> says. */
export const serviceNotFoundTexts = {
  title: 'We could not find that service',
  text: 'The page may have moved, or the link may be mistyped. All the appliances we repair are listed on our services page.',
  link: 'See all our services',
};
