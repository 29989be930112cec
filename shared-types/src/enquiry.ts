/**
 * The enquiry form's service choices, in the spec's order, and which service page
 * each one books. mf-services links to /contact?service=<slug>; mf-contact
 * preselects the matching choice. Both read this one table.
 */
export const enquiryServiceChoices = [
  { slug: 'ac', label: 'Split & Window AC Repairing' },
  { slug: 'fridge', label: 'Fridge Repairing' },
  { slug: 'geyser', label: 'Geyser Repairing Service' },
  { slug: 'washing-machine', label: 'Washing Machine Repairing' },
  { slug: 'microwave', label: 'Microwave Repairing' },
  { slug: 'ro', label: 'R.O Repairing' },
  { slug: 'chimney', label: 'Kitchen Chimney Repairing' },
  { slug: 'cctv', label: 'CCTV Installation' },
  { slug: 'gps', label: 'GPS Tracker Installation' },
] as const;

export type EnquiryServiceChoice = (typeof enquiryServiceChoices)[number];
