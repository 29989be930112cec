import type { ReactElement, ReactNode, SVGProps } from 'react';
import type { IconName } from './icon-names';

/** Line icons on a 24 px grid, one stroke width, drawn for this site. Decorative by default. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon of the set: its drawing in the shared frame, sized and labelled by its props. */
function iconOf(drawing: ReactNode) {
  return (props: IconProps) => <Icon {...props}>{drawing}</Icon>;
}

export const PhoneIcon = iconOf(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);

export const WhatsAppIcon = iconOf(
  <>
    <path d="M3 21l1.7-5A8.5 8.5 0 1 1 8 19.4z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1.2-1.3-2-1-1 .8a4 4 0 0 1-2.2-2.2l.8-1-1-2z" />
  </>,
);

export const MailIcon = iconOf(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

export const ClockIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const MapPinIcon = iconOf(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const MenuIcon = iconOf(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = iconOf(<path d="M6 6l12 12M18 6 6 18" />);

export const CheckIcon = iconOf(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const WrenchIcon = iconOf(
  <path d="M14.7 6.3a4 4 0 0 0 5 5L21 10a6 6 0 0 1-7.6 5.6L7 22a2.1 2.1 0 0 1-3-3l6.4-6.4A6 6 0 0 1 16 5z" />,
);

export const ShieldIcon = iconOf(
  <>
    <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
);

export const BoltIcon = iconOf(<path d="M13 2 4 14h7l-1 8 9-12h-7z" />);

export const CalendarIcon = iconOf(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

/** The icon a content file names (see icon-names.ts). */
export const iconByName: Record<IconName, (props: IconProps) => ReactElement> = {
  wrench: WrenchIcon,
  bolt: BoltIcon,
  shield: ShieldIcon,
  check: CheckIcon,
  clock: ClockIcon,
  calendar: CalendarIcon,
};
