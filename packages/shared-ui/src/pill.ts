import styles from './pill.module.css';

export type PillVariant = 'brand' | 'accent' | 'whatsapp' | 'outline' | 'outlineOnDark';

/** Class names for a pill-shaped link or button in one of the brand's colourings. */
export function pillClass(variant: PillVariant): string {
  return `${styles.pill} ${styles[variant]}`;
}
