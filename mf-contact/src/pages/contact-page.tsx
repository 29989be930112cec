import type { RemotePageProps } from 'shared-types';
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
import { contactContent, contactHead, contactTexts } from '../content/contact';
import { EnquiryForm } from '../enquiry/enquiry-form';
import styles from './contact-page.module.css';

export function ContactPage({ site }: RemotePageProps) {
  useDocumentMeta(contactHead(site));
  return (
    <div data-boundary="mf-contact">
      <section id="contact" className={styles.contact} aria-labelledby="contact-title">
        <header className={styles.header}>
          <h1 id="contact-title" className={styles.title}>
            {contactTexts.title}
          </h1>
          <p className={styles.intro}>{contactContent.intro}</p>
        </header>

        <ul className={styles.cards}>
          <li className={styles.card}>
            <PhoneIcon size={28} />
            <h2 className={styles.cardTitle}>{contactTexts.call}</h2>
            <a href={telHref(site)}>{site.phoneDisplay}</a>
          </li>
          <li className={styles.card}>
            <MailIcon size={28} />
            <h2 className={styles.cardTitle}>{contactTexts.email}</h2>
            <a href={mailtoHref(site)}>{site.email}</a>
          </li>
          <li className={styles.card}>
            <ClockIcon size={28} />
            <h2 className={styles.cardTitle}>{contactTexts.hours}</h2>
            <p>{formatOpeningHours(site.hours)}</p>
          </li>
        </ul>

        <div className={styles.formArea}>
          <LazyImage {...contactContent.image} className={styles.image} />
          <EnquiryForm site={site} />
        </div>
      </section>

      <section className={styles.visit} aria-labelledby="contact-visit">
        <div className={styles.visitInner}>
          <div>
            <h2 id="contact-visit" className={styles.visitTitle}>
              {contactTexts.visitHeading}
            </h2>
            <p className={styles.address}>
              <MapPinIcon size={20} />
              <span>
                {site.businessName}, {formatAddress(site.address)}
              </span>
            </p>
            <p>
              {contactTexts.areasLead} <strong>{site.serviceCities.join(', ')}</strong>.
            </p>
          </div>
          <div className={styles.visitActions}>
            <CallLink site={site} />
            <WhatsAppLink site={site} />
          </div>
        </div>
      </section>
    </div>
  );
}
