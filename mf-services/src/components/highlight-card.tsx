import { BoltIcon, CalendarIcon, CheckIcon, ClockIcon, ShieldIcon, WrenchIcon } from 'shared-ui';
import type { ServiceHighlight } from '../content/service-content';
import styles from './highlight-card.module.css';

type HighlightIcon = ServiceHighlight['icon'];

const icons: Record<HighlightIcon, typeof WrenchIcon> = {
  wrench: WrenchIcon,
  bolt: BoltIcon,
  shield: ShieldIcon,
  check: CheckIcon,
  clock: ClockIcon,
  calendar: CalendarIcon,
};

export function HighlightCard({ highlight }: { highlight: ServiceHighlight }) {
  const Icon = icons[highlight.icon];
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <Icon size={26} />
      </span>
      <h3 className={styles.title}>{highlight.title}</h3>
      <p className={styles.text}>{highlight.description}</p>
    </li>
  );
}
