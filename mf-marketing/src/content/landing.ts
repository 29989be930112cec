import { routes } from 'shared-types';
import landing from '../../content/landing.json';
import type { LandingData } from './schema';

// content/landing.json, checked at build against landingSchema; JSON's own type cannot say
// its icons, hence the cast.
const { actions, badges } = landing as LandingData;

/** The buttons over the landing carousel: their words are the owner's, where they go is ours. */
export const landingActions = [
  { label: actions.bookAppointment, to: routes.contact, kind: 'primary' },
  { label: actions.viewServices, to: routes.services, kind: 'secondary' },
  { label: actions.viewMore, to: routes.home, kind: 'link' },
] as const;

export const landingBadges = badges;

/** Names that screen readers announce for the landing page's carousel and badges. */
export const landingLabels = { carousel: 'Why book with us', badges: 'Our promise' };
