import { Link } from 'react-router-dom';
import type { SiteConfig } from 'shared-types';
import { CallLink, CheckIcon, Picture, pillClass, useDocumentMeta, WhatsAppLink } from 'shared-ui';
import { bookServicePath, formatOpeningTimes } from 'shared-ui/site';
import { pageHeads } from '../content/page-heads';
import {
  highlightsOf,
  type ServiceContent,
  servicePageTexts,
  servicePromise,
} from '../content/service-content';
import { HighlightCard } from './highlight-card';
import styles from './service-details.module.css';

/** The one layout of every service page, filled from a content object. */
export function ServiceDetails({ service, site }: { service: ServiceContent; site: SiteConfig }) {
  useDocumentMeta(pageHeads.service(service, site));
  return (
    <article>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1 className={styles.title}>{service.title}</h1>
            <p className={styles.tagline}>{service.tagline}</p>
            <div className={styles.actions}>
              <CallLink site={site} label={servicePageTexts.callNow} />
              <Link to={bookServicePath(service.slug)} className={pillClass('outlineOnDark')}>
                {servicePageTexts.book}
              </Link>
            </div>
          </div>
          <Picture className={styles.heroImage} {...service.image} fetchPriority="high" />
        </div>
      </header>

      <section className={styles.section} aria-labelledby="service-intro">
        <h2 id="service-intro" className={styles.heading}>
          {servicePageTexts.visitHeading}
        </h2>
        <p className={styles.intro}>{service.intro}</p>
        <ul className={styles.offerings}>
          {service.offerings.map((offering) => (
            <li key={offering}>
              <CheckIcon size={20} />
              <span>{offering}</span>
            </li>
          ))}
        </ul>
        <p className={styles.brands}>
          <strong>{servicePageTexts.brandsLabel}</strong> {service.brands.join(', ')}.
        </p>
      </section>

      <section className={styles.band} aria-labelledby="service-highlights">
        <div className={styles.section}>
          <h2 id="service-highlights" className={styles.heading}>
            {servicePageTexts.highlightsHeading}
          </h2>
          <ul className={styles.highlights}>
            {highlightsOf(service).map((highlight) => (
              <HighlightCard key={highlight.title} highlight={highlight} />
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.closing} aria-labelledby="service-closing">
        <h2 id="service-closing" className={styles.closingHeading}>
          {service.closing.heading}
        </h2>
        <p className={styles.closingText}>
          {service.closing.text} We answer {formatOpeningTimes(site.hours)}.
        </p>
        <p className={styles.promise}>{servicePromise}</p>
        <div className={styles.closingActions}>
          <CallLink site={site} />
          <WhatsAppLink site={site} />
        </div>
      </section>
    </article>
  );
}
