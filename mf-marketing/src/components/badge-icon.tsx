import { BoltIcon, ShieldIcon, WrenchIcon } from 'shared-ui';

const icons = { wrench: WrenchIcon, bolt: BoltIcon, shield: ShieldIcon };

export type BadgeIconName = keyof typeof icons;

export function BadgeIcon({ name, size = 28 }: { name: BadgeIconName; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} />;
}
