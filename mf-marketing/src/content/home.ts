import type { SiteConfig } from 'shared-types';
import { formatOpeningTimes } from 'shared-ui/site';
import acFridge from '../assets/card-ac-fridge.svg';
import cctvChimney from '../assets/card-cctv-chimney.svg';
import geyserWasher from '../assets/card-geyser-washer.svg';
import type { BadgeIconName } from '../components/badge-icon';

/** The home page's three service cards, word for word from the spec. */
export const homeServiceCards = [
  {
    title: 'AC & Fridge Repair',
    description: 'Professional repair services for split/window ACs, refrigerators, and more.',
    image: { src: acFridge, alt: 'A double-door fridge and a technician’s wrench' },
  },
  {
    title: 'Geyser & Washing Machine',
    description: 'Quick maintenance for geysers, washing machines, and water purifiers.',
    image: { src: geyserWasher, alt: 'A front-load washing machine' },
  },
  {
    title: 'CCTV & Chimney Services',
    description: 'Installation and repair of CCTV cameras and kitchen chimneys at your doorstep.',
    image: { src: cctvChimney, alt: 'A wall-mounted CCTV camera' },
  },
] as const;

/** Card images are drawn at 400 × 300. */
export const cardImageSize = { width: 400, height: 300 } as const;

export const whyChooseCards: ReadonlyArray<{
  icon: BadgeIconName;
  title: string;
  description: string;
}> = [
  {
    icon: 'wrench',
    title: 'Expert Technicians',
    description: 'Certified and skilled technicians for reliable repairs.',
  },
  {
    icon: 'bolt',
    title: 'Quick Service',
    description: 'Fast response and doorstep services to save your time.',
  },
  {
    icon: 'shield',
    title: '100% Guarantee',
    description: 'Reliable work with complete customer satisfaction guaranteed.',
  },
];

/** Under the Why Choose cards: the spec's promises, where a visitor deciding to call reads them. */
export const homePromise = (site: SiteConfig) =>
  `Transparent pricing with no hidden charges: you hear the price before any work starts. Genuine spare parts for all major brands, same-day service, and we answer ${formatOpeningTimes(site.hours)}.`;

/** The home page's headings and calls to action. */
export const homeTexts = {
  carouselLabel: 'Highlights',
  servicesHeading: 'Our Services',
  exploreMore: 'Explore More',
  whyChooseHeading: (businessName: string) => `Why Choose ${businessName}`,
};
