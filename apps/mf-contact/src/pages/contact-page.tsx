import { defaultLocale, type Locale, type RemotePageProps } from 'shared-types';
import {
  CallLink,
  ClockIcon,
  LazyImage,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  useDocumentMeta,
  WhatsAppLink,
} from 'shared-ui';
import { formatAddress, formatOpeningHours, mailtoHref, telHref } from 'shared-ui/site';
import { contactContent, contactHead } from '../content/contact';
import { EnquiryForm } from '../enquiry/enquiry-form';
import styles from './contact-page.module.css';

/** How a sentence ends in each language: the cities' line follows it. */
const fullStop: Record<Locale, string> = { en: '.', hi: '।' };

/**
 * /contact, and /hi/contact with `locale` 'hi': `site` comes already in that language;
 * `serviceCatalogues` (contract 1.3) are the services the form offers.
 */
export function ContactPage({ site, locale = defaultLocale, serviceCatalogues }: RemotePageProps) {
  const content = contactContent(locale);
  useDocumentMeta(contactHead(site, locale));
  return (
    <div data-boundary="mf-contact">
      <section id="contact" className={styles.contact} aria-labelledby="contact-title">
        <header className={styles.header}>
          <h1 id="contact-title" className={styles.title}>
            {content.title}
          </h1>
          <p className={styles.intro}>{content.intro}</p>
        </header>

        <ul className={styles.cards}>
          <li className={styles.card}>
            <PhoneIcon size={28} />
            <h2 className={styles.cardTitle}>{content.call}</h2>
            <a href={telHref(site)}>{site.phoneDisplay}</a>
          </li>
          <li className={styles.card}>
            <MailIcon size={28} />
            <h2 className={styles.cardTitle}>{content.email}</h2>
            <a href={mailtoHref(site)}>{site.email}</a>
          </li>
          <li className={styles.card}>
            <ClockIcon size={28} />
            <h2 className={styles.cardTitle}>{content.hours}</h2>
            <p>{formatOpeningHours(site.hours, locale)}</p>
          </li>
        </ul>

        <div className={styles.formArea}>
          <LazyImage {...content.image} className={styles.image} />
          <EnquiryForm site={site} locale={locale} serviceCatalogues={serviceCatalogues} />
        </div>
      </section>

      <section className={styles.visit} aria-labelledby="contact-visit">
        <div className={styles.visitInner}>
          <div>
            <h2 id="contact-visit" className={styles.visitTitle}>
              {content.visitHeading}
            </h2>
            <p className={styles.address}>
              <MapPinIcon size={20} />
              <span>
                {site.businessName}, {formatAddress(site.address)}
              </span>
            </p>
            <p>
              {content.areasLead} <strong>{site.serviceCities.join(', ')}</strong>
              {fullStop[locale]}
            </p>
          </div>
          <div className={styles.visitActions}>
            <CallLink site={site} locale={locale} />
            <WhatsAppLink site={site} locale={locale} />
          </div>
        </div>
      </section>
    </div>
  );
}
