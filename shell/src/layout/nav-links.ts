import { routes, servicePrefix } from 'shared-types';

export interface NavItem {
  label: string;
  to: string;
  /** Whether this link is the current page's: Services stays lit on every service page. */
  isActive: (pathname: string) => boolean;
}

const exactly = (path: string) => (pathname: string) => pathname === path;

export const navItems: readonly NavItem[] = [
  { label: 'Home', to: routes.home, isActive: exactly(routes.home) },
  { label: 'About', to: routes.about, isActive: exactly(routes.about) },
  {
    label: 'Services',
    to: routes.services,
    isActive: (pathname) => pathname === routes.services || pathname.startsWith(servicePrefix),
  },
  { label: 'Contact', to: routes.contact, isActive: exactly(routes.contact) },
  { label: 'Privacy Policy', to: routes.privacyPolicy, isActive: exactly(routes.privacyPolicy) },
];
