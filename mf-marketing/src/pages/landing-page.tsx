import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { pillClass, useDocumentMeta } from 'shared-ui';
import { BadgeIcon } from '../components/badge-icon';
import { HeroCarousel } from '../components/hero-carousel';
import { HeroHeading } from '../components/hero-heading';
import { carouselSettings, heroSlides } from '../content/hero-slides';
import { landingActions, landingBadges, landingLabels } from '../content/landing';
import { pageHeads } from '../content/page-heads';
import styles from './landing-page.module.css';

const actionClass = {
  primary: pillClass('accent'),
  secondary: pillClass('outlineOnDark'),
  link: styles.link,
};

export function LandingPage({ site }: RemotePageProps) {
  useDocumentMeta(pageHeads.landing(site));
  return (
    <div data-boundary="mf-marketing">
      <div className={styles.hero} data-testid="landing-hero">
        <HeroCarousel
          slides={heroSlides}
          autoplayDelayMs={carouselSettings.landing.autoplayDelayMs}
          label={landingLabels.carousel}
          className={styles.carousel}
          overlay={
            <div className={styles.overlay}>
              <HeroHeading />
              <div className={styles.actions}>
                {landingActions.map((action) => (
                  <Link key={action.to} to={action.to} className={actionClass[action.kind]}>
                    {action.label}
                  </Link>
                ))}
              </div>
            </div>
          }
        />
      </div>
      <ul className={styles.badges} aria-label={landingLabels.badges}>
        {landingBadges.map((badge) => (
          <li key={badge.title} className={styles.badge}>
            <span className={styles.badgeIcon}>
              <BadgeIcon name={badge.icon} />
            </span>
            <span>
              <strong className={styles.badgeTitle}>{badge.title}</strong>
              <span className={styles.badgeText}>{badge.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
