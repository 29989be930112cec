import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { routes } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { heroSlides } from '../content/hero-slides';
import styles from './landing-page.module.css';

export function LandingPage({ site }: RemotePageProps) {
  useDocumentMeta(
    `${site.businessName} · Appliance repair in Jaipur`,
    'Doorstep repair, servicing and installation of ACs, fridges, geysers, washing machines and more in Jaipur. Same-day service, 24x7.',
  );
  return (
    <div data-boundary="mf-marketing" className={styles.page}>
      <section className={styles.hero} data-testid="landing-hero">
        <h1 className={styles.overlay}>Reliable &amp; Fast Service</h1>
        {heroSlides.map((slide) => (
          <article key={slide.title}>
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
          </article>
        ))}
        <div className={styles.actions}>
          <Link to={routes.contact}>Book Appointment</Link>
          <Link to={routes.services}>View Services</Link>
          <Link to={routes.home}>Click Here to View More</Link>
        </div>
      </section>
    </div>
  );
}
