import { type IconName, iconByName } from 'shared-ui';

export function BadgeIcon({ name, size = 28 }: { name: IconName; size?: number }) {
  const Icon = iconByName[name];
  return <Icon size={size} />;
}
