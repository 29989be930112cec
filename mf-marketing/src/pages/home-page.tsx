import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { routes } from 'shared-types';
import { LazyImage, pillClass, useDocumentMeta } from 'shared-ui';
import { BadgeIcon } from '../components/badge-icon';
import { HeroCarousel } from '../components/hero-carousel';
import { HeroHeading } from '../components/hero-heading';
import { carouselSettings, heroSlides } from '../content/hero-slides';
import { homePromise, homeServiceCards, homeTexts, whyChooseCards } from '../content/home';
import { pageHeads } from '../content/page-heads';
import styles from './home-page.module.css';

export function HomePage({ site }: RemotePageProps) {
  useDocumentMeta(pageHeads.home(site));
  return (
    <div data-boundary="mf-marketing">
      <HeroCarousel
        slides={heroSlides}
        autoplayDelayMs={carouselSettings.home.autoplayDelayMs}
        label={homeTexts.carouselLabel}
        className={styles.carousel}
        overlay={
          <div className={styles.overlay}>
            <HeroHeading />
          </div>
        }
      />

      <section className={styles.section} aria-labelledby="home-services">
        <h2 id="home-services" className={styles.heading}>
          {homeTexts.servicesHeading}
        </h2>
        <ul className={styles.grid}>
          {homeServiceCards.map((card) => (
            <li key={card.title} className={styles.card}>
              <LazyImage {...card.image} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{card.title}</h3>
                <p className={styles.cardText}>{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link to={routes.services} className={`${pillClass('brand')} ${styles.explore}`}>
          {homeTexts.exploreMore}
        </Link>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-why">
        <h2 id="home-why" className={styles.heading}>
          {homeTexts.whyChooseHeading(site.businessName)}
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
        <p className={styles.promise}>{homePromise(site)}</p>
      </section>
    </div>
  );
}
