import { NUMBERS_PAGE } from '../config/editor-pages';
import styles from './numbers-link.module.css';

/**
 * The editor's way to the owner's numbers: small, in a corner Decap leaves free, and a
 * plain link, so the keyboard reaches it after Decap's own controls.
 */
export function NumbersLink() {
  return (
    <a className={styles.link} href={NUMBERS_PAGE}>
      Your website's numbers
    </a>
  );
}
