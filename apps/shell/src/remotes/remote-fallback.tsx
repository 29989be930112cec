import { useState } from 'react';
import type { SiteConfig } from 'shared-types';
import {
  CallLink,
  noticeClasses as notice,
  pillClass,
  useDocumentMeta,
  WhatsAppLink,
} from 'shared-ui';
import { fallbackHead, fallbackText, shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';

interface RemoteFallbackProps {
  site: SiteConfig;
  onRetry: () => Promise<void>;
}

/** What a visitor sees in place of a part that is down, slow or broken: a way to book anyway. */
export function RemoteFallback({ site, onRetry }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  const locale = useLocale();
  const texts = shellTexts(locale).fallback;
  useDocumentMeta(fallbackHead(site, locale));

  const retry = async () => {
    setRetrying(true);
    await onRetry();
  };

  return (
    <section className={notice.page} data-testid="remote-fallback" aria-labelledby="fallback-title">
      <h1 id="fallback-title" className={notice.title}>
        {texts.heading}
      </h1>
      <p className={notice.text}>{fallbackText(site, locale)}</p>
      <div className={notice.actions}>
        <CallLink site={site} locale={locale} />
        <WhatsAppLink site={site} locale={locale} />
        <button type="button" className={pillClass('outline')} onClick={retry} disabled={retrying}>
          {retrying ? texts.retrying : texts.retry}
        </button>
      </div>
    </section>
  );
}
