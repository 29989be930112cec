import type { RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { ServiceCard } from '../components/service-card';
import { pageHeads } from '../content/page-heads';
import { services } from '../content/services';
import styles from './catalogue-page.module.css';

export function CataloguePage({ site }: RemotePageProps) {
  useDocumentMeta(pageHeads.catalogue(site));
  return (
    <div data-boundary="mf-services" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Our Services</h1>
        <p className={styles.lead}>
          Repairs, servicing, installation and annual maintenance plans, at your home or shop, with
          genuine spare parts and the price agreed before work starts.
        </p>
      </header>
      <ul className={styles.grid}>
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} />
        ))}
      </ul>
    </div>
  );
}
