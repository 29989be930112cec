import { Link } from 'react-router-dom';
import { routes } from 'shared-types';
import { pillClass, useDocumentMeta } from 'shared-ui';
import { serviceNotFoundTexts } from '../content/catalogue';
import { pageHeads } from '../content/page-heads';
import styles from './service-not-found.module.css';

/** An unknown /service/<slug>: said plainly, inside the normal frame, with the way to the catalogue. */
export function ServiceNotFound({ businessName }: { businessName: string }) {
  useDocumentMeta(pageHeads.serviceNotFound(businessName));
  return (
    <section className={styles.notFound} aria-labelledby="service-not-found">
      <h1 id="service-not-found" className={styles.title}>
        {serviceNotFoundTexts.title}
      </h1>
      <p className={styles.text}>{serviceNotFoundTexts.text}</p>
      <Link to={routes.services} className={pillClass('brand')}>
        {serviceNotFoundTexts.link}
      </Link>
    </section>
  );
}
