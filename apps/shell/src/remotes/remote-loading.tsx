import { useEffect, useState } from 'react';
import { shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import styles from './remote-loading.module.css';

/** Shown only if loading takes a noticeable moment, so fast loads do not flash. */
const SHOW_AFTER_MS = 300;

export function RemoteLoading() {
  const [visible, setVisible] = useState(false);
  const texts = shellTexts(useLocale()).frame;
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="remote-loading">
      {visible && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{texts.loading}</span>
        </>
      )}
    </div>
  );
}
