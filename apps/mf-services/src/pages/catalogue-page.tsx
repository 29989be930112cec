import { defaultLocale, type RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { ServiceCard } from '../components/service-card';
import { catalogueContent } from '../content/catalogue';
import { pageHeads } from '../content/page-heads';
import { servicesIn } from '../content/services';
import styles from './catalogue-page.module.css';

/** Cards in the first screen: one on a phone, the first row of four on a wide screen. */
const FIRST_SCREEN_CARDS = 4;

export function CataloguePage({ site, locale = defaultLocale }: RemotePageProps) {
  useDocumentMeta(pageHeads.catalogue(site, locale));
  const texts = catalogueContent(locale);
  return (
    <div data-boundary="mf-services" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.lead}>{texts.lead}</p>
      </header>
      <ul className={styles.grid}>
        {servicesIn(locale).map((service, index) => (
          <ServiceCard
            key={service.slug}
            service={service}
            locale={locale}
            priority={index < FIRST_SCREEN_CARDS}
          />
        ))}
      </ul>
    </div>
  );
}
