/** The shape of one service page. One file per service in ./services/ fills it in. */
export type HighlightIcon = 'wrench' | 'bolt' | 'shield' | 'check' | 'clock' | 'calendar';

export interface ServiceHighlight {
  icon: HighlightIcon;
  title: string;
  description: string;
}

export interface ServiceContent {
  /** URL segment: /service/<slug>. Also the key the contact form preselects by. */
  slug: string;
  /** Position in the catalogue and the footer dropdown. */
  order: number;
  /** Short display name: catalogue card, footer dropdown. */
  name: string;
  /** The appliance in a few words, for lists in running text: "AC", "washing machine". */
  appliance: string;
  /** The page's main heading. */
  title: string;
  tagline: string;
  metaDescription: string;
  /** An SVG in src/assets/services/, drawn at 400 × 300. */
  image: { src: string; alt: string };
  intro: string;
  /** What a visit covers: a short bullet list. */
  offerings: readonly string[];
  brands: readonly string[];
  /** Three cards; the page adds the fourth, always 'AMC Plans', from `amcPlan`. */
  highlights: readonly [ServiceHighlight, ServiceHighlight, ServiceHighlight];
  /** What an annual maintenance contract for this appliance includes. */
  amcPlan: string;
  closing: { heading: string; text: string };
}

export const AMC_TITLE = 'AMC Plans';

export const serviceImageSize = { width: 400, height: 300 } as const;

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
