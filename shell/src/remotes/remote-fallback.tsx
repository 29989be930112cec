import { useState } from 'react';
import type { SiteConfig } from 'shared-types';
import { CallLink, pillClass, useDocumentMeta, WhatsAppLink } from 'shared-ui';
import { formatOpeningTimes } from 'shared-ui/site';
import { fallbackTexts } from '../content/shell-texts';
import styles from './remote-fallback.module.css';

interface RemoteFallbackProps {
  site: SiteConfig;
  onRetry: () => Promise<void>;
}

/** What a visitor sees in place of a part that is down, slow or broken: a way to book anyway. */
export function RemoteFallback({ site, onRetry }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  useDocumentMeta(fallbackTexts.head(site));

  const retry = async () => {
    setRetrying(true);
    await onRetry();
  };

  return (
    <section
      className={styles.fallback}
      data-testid="remote-fallback"
      aria-labelledby="fallback-title"
    >
      <h1 id="fallback-title" className={styles.title}>
        {fallbackTexts.title}
      </h1>
      <p className={styles.text}>{fallbackTexts.text(formatOpeningTimes(site.hours))}</p>
      <div className={styles.actions}>
        <CallLink site={site} />
        <WhatsAppLink site={site} />
        <button type="button" className={pillClass('outline')} onClick={retry} disabled={retrying}>
          {retrying ? fallbackTexts.retrying : fallbackTexts.retry}
        </button>
      </div>
    </section>
  );
}
