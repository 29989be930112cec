import { Link } from 'react-router-dom';
import type { SiteConfig } from 'shared-types';
import { routes } from 'shared-types';
import { CallLink, pillClass, useDocumentMeta } from 'shared-ui';
import { siteConfig } from '../config/site-config';
import { notFoundTexts } from '../content/shell-texts';
import styles from './not-found-page.module.css';

export function NotFoundPage({ site = siteConfig }: { site?: SiteConfig }) {
  useDocumentMeta(notFoundTexts.head(site));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>{notFoundTexts.code}</p>
      <h1 id="not-found-title" className={styles.title}>
        {notFoundTexts.title}
      </h1>
      <p className={styles.text}>{notFoundTexts.text}</p>
      <div className={styles.actions}>
        <Link className={pillClass('brand')} to={routes.home}>
          {notFoundTexts.home}
        </Link>
        <Link className={pillClass('outline')} to={routes.services}>
          {notFoundTexts.services}
        </Link>
        <CallLink site={site} />
      </div>
    </section>
  );
}
