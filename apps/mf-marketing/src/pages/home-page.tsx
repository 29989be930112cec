import { Link } from 'react-router-dom';
import { defaultLocale, type RemotePageProps, routes } from 'shared-types';
import { LazyImage, pillClass, useDocumentMeta } from 'shared-ui';
import { localePath } from 'shared-ui/site';
import { BadgeIcon } from '../components/badge-icon';
import { HeroCarousel } from '../components/hero-carousel';
import { HeroHeading } from '../components/hero-heading';
import { carouselSettings, heroContent } from '../content/hero-slides';
import { homeContent } from '../content/home';
import { pageHeads } from '../content/page-heads';
import styles from './home-page.module.css';

export function HomePage({ site, locale = defaultLocale }: RemotePageProps) {
  useDocumentMeta(pageHeads.home(site, locale));
  const hero = heroContent(locale);
  const { serviceCards, whyChooseCards, texts } = homeContent(locale);
  return (
    <div data-boundary="mf-marketing">
      <HeroCarousel
        slides={hero.slides}
        autoplayDelayMs={carouselSettings.home.autoplayDelayMs}
        label={texts.carouselLabel}
        locale={locale}
        className={styles.carousel}
        overlay={
          <div className={styles.overlay}>
            <HeroHeading text={hero.heading} />
          </div>
        }
      />

      <section className={styles.section} aria-labelledby="home-services">
        <h2 id="home-services" className={styles.heading}>
          {texts.servicesHeading}
        </h2>
        <ul className={styles.grid}>
          {serviceCards.map((card) => (
            <li key={card.title} className={styles.card}>
              <LazyImage {...card.image} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{card.title}</h3>
                <p className={styles.cardText}>{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link
          to={localePath(locale, routes.services)}
          className={`${pillClass('brand')} ${styles.explore}`}
        >
          {texts.exploreMore}
        </Link>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-why">
        <h2 id="home-why" className={styles.heading}>
          {texts.whyChooseHeading(site.businessName)}
        </h2>
        <ul className={styles.grid}>
          {whyChooseCards.map((card) => (
            <li key={card.title} className={`${styles.card} ${styles.why}`}>
              <span className={styles.whyIcon}>
                <BadgeIcon name={card.icon} size={30} />
              </span>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.description}</p>
            </li>
          ))}
        </ul>
        <p className={styles.promise}>{texts.promise(site)}</p>
      </section>
    </div>
  );
}
