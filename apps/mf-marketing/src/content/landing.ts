import { type Locale, routes, type Translated } from 'shared-types';
import landing from '../../content/landing.json';
import { byLocale } from './by-locale';
import type { LandingData } from './schema';
import { textsIn } from './texts';

// content/landing.json, checked at build against landingSchema; JSON's own type cannot say
// its icons, hence the cast.
const file = landing as Translated<LandingData>;

/** The landing page's buttons, badges and the names screen readers announce, in `locale`. */
export const landingContent = byLocale(file, ({ actions, badges }, locale: Locale) => ({
  /** The buttons over the carousel: their words are the owner's, where they go is ours (English routes). */
  actions: [
    { label: actions.bookAppointment, to: routes.contact, kind: 'primary' },
    { label: actions.viewServices, to: routes.services, kind: 'secondary' },
    { label: actions.viewMore, to: routes.home, kind: 'link' },
  ] as const,
  badges,
  labels: textsIn(locale).landing,
}));
