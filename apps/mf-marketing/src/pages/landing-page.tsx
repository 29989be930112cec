import { Link } from 'react-router-dom';
import { defaultLocale, type RemotePageProps } from 'shared-types';
import { pillClass, useDocumentMeta } from 'shared-ui';
import { localePath } from 'shared-ui/site';
import { BadgeIcon } from '../components/badge-icon';
import { HeroCarousel } from '../components/hero-carousel';
import { HeroHeading } from '../components/hero-heading';
import { carouselSettings, heroContent } from '../content/hero-slides';
import { landingContent } from '../content/landing';
import { pageHeads } from '../content/page-heads';
import styles from './landing-page.module.css';

const actionClass = {
  primary: pillClass('accent'),
  secondary: pillClass('outlineOnDark'),
  link: styles.link,
};

export function LandingPage({ site, locale = defaultLocale }: RemotePageProps) {
  useDocumentMeta(pageHeads.landing(site, locale));
  const hero = heroContent(locale);
  const { actions, badges, labels } = landingContent(locale);
  return (
    <div data-boundary="mf-marketing">
      <div className={styles.hero} data-testid="landing-hero">
        <HeroCarousel
          slides={hero.slides}
          autoplayDelayMs={carouselSettings.landing.autoplayDelayMs}
          label={labels.carouselLabel}
          locale={locale}
          className={styles.carousel}
          overlay={
            <div className={styles.overlay}>
              <HeroHeading text={hero.heading} />
              <div className={styles.actions}>
                {actions.map((action) => (
                  <Link
                    key={action.to}
                    to={localePath(locale, action.to)}
                    className={actionClass[action.kind]}
                  >
                    {action.label}
                  </Link>
                ))}
              </div>
            </div>
          }
        />
      </div>
      <ul className={styles.badges} aria-label={labels.badgesLabel}>
        {badges.map((badge) => (
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
