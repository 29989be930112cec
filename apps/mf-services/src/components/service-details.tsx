import { Link } from 'react-router-dom';
import { defaultLocale, type Locale, type SiteConfig } from 'shared-types';
import { CallLink, CheckIcon, Picture, pillClass, useDocumentMeta, WhatsAppLink } from 'shared-ui';
import { bookServicePath, fillIn, formatOpeningTimes, localePath } from 'shared-ui/site';
import { pageHeads } from '../content/page-heads';
import { highlightsOf, type ServiceContent } from '../content/service-content';
import { textsIn } from '../content/texts';
import { HighlightCard } from './highlight-card';
import styles from './service-details.module.css';

/**
 * The one layout of every service page, filled from a content object, in `locale`
 * (English when none: the editor's preview passes none).
 */
export function ServiceDetails({
  service,
  site,
  locale = defaultLocale,
}: {
  service: ServiceContent;
  site: SiteConfig;
  locale?: Locale;
}) {
  useDocumentMeta(pageHeads.service(service, site, locale));
  const texts = textsIn(locale).servicePage;
  return (
    <article>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1 className={styles.title}>{service.title}</h1>
            <p className={styles.tagline}>{service.tagline}</p>
            <div className={styles.actions}>
              <CallLink site={site} locale={locale} label={texts.callNow} />
              <Link
                to={localePath(locale, bookServicePath(service.slug))}
                className={pillClass('outlineOnDark')}
              >
                {texts.book}
              </Link>
            </div>
          </div>
          <Picture className={styles.heroImage} {...service.image} fetchPriority="high" />
        </div>
      </header>

      <section className={styles.section} aria-labelledby="service-intro">
        <h2 id="service-intro" className={styles.heading}>
          {texts.visitHeading}
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
          <strong>{texts.brandsLabel}</strong>{' '}
          {fillIn(texts.brandsList, { brands: service.brands.join(', ') })}
        </p>
      </section>

      <section className={styles.band} aria-labelledby="service-highlights">
        <div className={styles.section}>
          <h2 id="service-highlights" className={styles.heading}>
            {texts.highlightsHeading}
          </h2>
          <ul className={styles.highlights}>
            {highlightsOf(service, texts.amcTitle).map((highlight) => (
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
          {service.closing.text}{' '}
          {fillIn(texts.answerTimes, { times: formatOpeningTimes(site.hours, locale) })}
        </p>
        <p className={styles.promise}>{texts.promise}</p>
        <div className={styles.closingActions}>
          <CallLink site={site} locale={locale} />
          <WhatsAppLink site={site} locale={locale} />
        </div>
      </section>
    </article>
  );
}
