import { BoltIcon, CalendarIcon, CheckIcon, ClockIcon, ShieldIcon, WrenchIcon } from 'shared-ui';
import type { BadgeIconName } from '../content/schema';

const icons: Record<BadgeIconName, typeof WrenchIcon> = {
  wrench: WrenchIcon,
  bolt: BoltIcon,
  shield: ShieldIcon,
  check: CheckIcon,
  clock: ClockIcon,
  calendar: CalendarIcon,
};

export function BadgeIcon({ name, size = 28 }: { name: BadgeIconName; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} />;
}
