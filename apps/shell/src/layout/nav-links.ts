import { routes, servicePrefix } from 'shared-types';
import type { ShellTexts } from '../content/texts-schema';

export interface NavItem {
  /** Its words in content/texts.json's navbar. */
  label: keyof ShellTexts['navbar'];
  /** The English route; the navbar puts the page's language before it. */
  to: string;
  /** Whether this link is the current page's (a path without its language's prefix). */
  isActive: (pathname: string) => boolean;
}

const exactly = (path: string) => (pathname: string) => pathname === path;

/** The navbar's links; Services stays lit on every service page. */
export const navItems: readonly NavItem[] = [
  { label: 'home', to: routes.home, isActive: exactly(routes.home) },
  { label: 'about', to: routes.about, isActive: exactly(routes.about) },
  {
    label: 'services',
    to: routes.services,
    isActive: (pathname) => pathname === routes.services || pathname.startsWith(servicePrefix),
  },
  { label: 'contact', to: routes.contact, isActive: exactly(routes.contact) },
  { label: 'privacyPolicy', to: routes.privacyPolicy, isActive: exactly(routes.privacyPolicy) },
];
