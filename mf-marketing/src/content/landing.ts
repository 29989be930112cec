import { routes } from 'shared-types';

export const landingActions = [
  { label: 'Book Appointment', to: routes.contact, kind: 'primary' },
  { label: 'View Services', to: routes.services, kind: 'secondary' },
  { label: 'Click Here to View More', to: routes.home, kind: 'link' },
] as const;

export const landingBadges = [
  { icon: 'wrench', title: 'Expert Technicians', text: 'Trained on all major brands' },
  { icon: 'bolt', title: 'Quick Service', text: 'Same-day visits across Jaipur' },
  { icon: 'shield', title: '100% Guarantee', text: 'Genuine parts, work guaranteed' },
] as const;

/** Names that screen readers announce for the landing page's carousel and badges. */
export const landingLabels = { carousel: 'Why book with us', badges: 'Our promise' };
