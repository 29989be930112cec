import { defaultLocale, type RemotePageProps } from 'shared-types';
import { CallLink, LazyImage, MapPinIcon, useDocumentMeta } from 'shared-ui';
import { formatOpeningTimes } from 'shared-ui/site';
import { aboutContent } from '../content/about';
import { pageHeads } from '../content/page-heads';
import styles from './about-page.module.css';

export function AboutPage({ site, locale = defaultLocale }: RemotePageProps) {
  useDocumentMeta(pageHeads.about(site, locale));
  const { about, texts: aboutTexts } = aboutContent(locale);
  return (
    <div data-boundary="mf-marketing">
      <header className={styles.intro}>
        <h1 className={styles.title}>{aboutTexts.title(site.businessName)}</h1>
        <p className={styles.lead}>{about.intro}</p>
      </header>

      <section className={styles.split} aria-labelledby="about-who">
        <div>
          <h2 id="about-who" className={styles.heading}>
            {aboutTexts.whoWeAre}
          </h2>
          {about.whoWeAre.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {/* In the first screen of a phone, in Hindi at least: inlined by the release, so the
            page's largest picture does not wait for the app (LCP). */}
        <LazyImage {...about.image} className={styles.image} priority />
      </section>

      <div className={styles.cards}>
        {(['mission', 'vision'] as const).map((aim) => (
          <section key={aim} className={styles.card} aria-labelledby={`about-${aim}`}>
            <h2 id={`about-${aim}`} className={styles.heading}>
              {aboutTexts[aim]}
            </h2>
            <p>{about[aim]}</p>
          </section>
        ))}
      </div>

      <section className={styles.areas} aria-labelledby="about-areas">
        <h2 id="about-areas" className={styles.heading}>
          {aboutTexts.areas(site.serviceCities.length)}
        </h2>
        <ul className={styles.cities}>
          {site.serviceCities.map((city) => (
            <li key={city}>
              <MapPinIcon size={18} />
              {city}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="about-contact">
        <h2 id="about-contact" className={styles.ctaHeading}>
          {aboutTexts.ctaHeading}
        </h2>
        <p>{aboutTexts.ctaText(formatOpeningTimes(site.hours, locale))}</p>
        <CallLink site={site} label={aboutTexts.ctaButton} locale={locale} />
      </section>
    </div>
  );
}
