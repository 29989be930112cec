import { Link } from 'react-router-dom';
import type { SiteConfig } from 'shared-types';
import { routes } from 'shared-types';
import { CallLink, noticeClasses as notice, pillClass, useDocumentMeta } from 'shared-ui';
import { localePath } from 'shared-ui/site';
import { siteConfigs } from '../config/site-config';
import { notFoundHead, shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import styles from './not-found-page.module.css';

export function NotFoundPage({ site: given }: { site?: SiteConfig }) {
  const locale = useLocale();
  const site = given ?? siteConfigs[locale];
  const texts = shellTexts(locale).notFound;
  useDocumentMeta(notFoundHead(site, locale));
  return (
    <section className={notice.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={notice.title}>
        {texts.heading}
      </h1>
      <p className={notice.text}>{texts.text}</p>
      <div className={notice.actions}>
        <Link className={pillClass('brand')} to={localePath(locale, routes.home)}>
          {texts.home}
        </Link>
        <Link className={pillClass('outline')} to={localePath(locale, routes.services)}>
          {texts.services}
        </Link>
        <CallLink site={site} locale={locale} />
      </div>
    </section>
  );
}
