import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { routes } from 'shared-types';
import { LazyImage, pillClass, useDocumentMeta } from 'shared-ui';
import { BadgeIcon } from '../components/badge-icon';
import { HeroCarousel } from '../components/hero-carousel';
import { carouselSettings, heroSlides } from '../content/hero-slides';
import { cardImageSize, homeServiceCards, whyChooseCards } from '../content/home';
import { pageHeads } from '../content/page-heads';
import styles from './home-page.module.css';

export function HomePage({ site }: RemotePageProps) {
  useDocumentMeta(pageHeads.home(site));
  return (
    <div data-boundary="mf-marketing">
      <h1 className="visually-hidden">{site.businessName}: appliance repair in Jaipur</h1>
      <HeroCarousel
        slides={heroSlides}
        autoplayDelayMs={carouselSettings.home.autoplayDelayMs}
        label="Highlights"
        className={styles.carousel}
      />

      <section className={styles.section} aria-labelledby="home-services">
        <h2 id="home-services" className={styles.heading}>
          Our Services
        </h2>
        <ul className={styles.grid}>
          {homeServiceCards.map((card) => (
            <li key={card.title} className={styles.card}>
              <LazyImage {...card.image} {...cardImageSize} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{card.title}</h3>
                <p className={styles.cardText}>{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link to={routes.services} className={`${pillClass('brand')} ${styles.explore}`}>
          Explore More
        </Link>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-why">
        <h2 id="home-why" className={styles.heading}>
          Why Choose {site.businessName}
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
      </section>
    </div>
  );
}
