import { Link } from 'react-router-dom';
import type { PageHead, SiteConfig } from 'shared-types';
import { routes } from 'shared-types';
import { CallLink, pillClass, useDocumentMeta } from 'shared-ui';
import { siteConfig } from '../config/site-config';
import styles from './not-found-page.module.css';

export const notFoundHead = (site: SiteConfig): PageHead => ({
  title: `Page not found · ${site.businessName}`,
  description: 'The page you asked for does not exist. Find our services or call us.',
});

export function NotFoundPage({ site = siteConfig }: { site?: SiteConfig }) {
  useDocumentMeta(notFoundHead(site));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        We could not find that page
      </h1>
      <p className={styles.text}>
        The link may be old or mistyped. Here is where to go next, or call us and we will help.
      </p>
      <div className={styles.actions}>
        <Link className={pillClass('brand')} to={routes.home}>
          Go to the home page
        </Link>
        <Link className={pillClass('outline')} to={routes.services}>
          See our services
        </Link>
        <CallLink site={site} />
      </div>
    </section>
  );
}
