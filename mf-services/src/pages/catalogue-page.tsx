import type { RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { ServiceCard } from '../components/service-card';
import { catalogueTexts } from '../content/catalogue';
import { pageHeads } from '../content/page-heads';
import { services } from '../content/services';
import styles from './catalogue-page.module.css';

/** Cards in the first screen: one on a phone, the first row of four on a wide screen. */
const FIRST_SCREEN_CARDS = 4;

export function CataloguePage({ site }: RemotePageProps) {
  useDocumentMeta(pageHeads.catalogue(site));
  return (
    <div data-boundary="mf-services" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{catalogueTexts.title}</h1>
        <p className={styles.lead}>{catalogueTexts.lead}</p>
      </header>
      <ul className={styles.grid}>
        {services.map((service, index) => (
          <ServiceCard key={service.slug} service={service} priority={index < FIRST_SCREEN_CARDS} />
        ))}
      </ul>
    </div>
  );
}
