import { useState } from 'react';
import type { SiteConfig } from 'shared-types';
import { formatOpeningTimes } from 'shared-types';
import { CallLink, pillClass, useDocumentMeta, WhatsAppLink } from 'shared-ui';
import styles from './remote-fallback.module.css';

interface RemoteFallbackProps {
  site: SiteConfig;
  onRetry: () => Promise<void>;
}

/** What a visitor sees in place of a part that is down, slow or broken: a way to book anyway. */
export function RemoteFallback({ site, onRetry }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  useDocumentMeta({
    title: `Page unavailable · ${site.businessName}`,
    description: 'This page could not be loaded.',
  });

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
        Sorry, this page did not load
      </h1>
      <p className={styles.text}>
        Part of our website is having trouble right now. You can still book a repair: call or
        WhatsApp us, we answer {formatOpeningTimes(site.hours)}.
      </p>
      <div className={styles.actions}>
        <CallLink site={site} />
        <WhatsAppLink site={site} />
        <button type="button" className={pillClass('outline')} onClick={retry} disabled={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    </section>
  );
}
