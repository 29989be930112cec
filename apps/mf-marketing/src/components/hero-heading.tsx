import styles from './hero-heading.module.css';

/** The page's h1 over the landing and home carousels: "Reliable & Fast Service" (spec §2). */
export function HeroHeading({ text }: { text: string }) {
  return <h1 className={styles.heading}>{text}</h1>;
}
