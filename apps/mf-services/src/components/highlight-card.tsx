import { iconByName } from 'shared-ui';
import type { ServiceHighlight } from '../content/service-content';
import styles from './highlight-card.module.css';

export function HighlightCard({ highlight }: { highlight: ServiceHighlight }) {
  const Icon = iconByName[highlight.icon];
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
