import { Link } from 'react-router-dom';
import type { ServiceSummary, SiteConfig } from 'shared-types';
import { formatAddress, formatOpeningHours, mailtoHref, routes, telHref } from 'shared-types';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'shared-ui';
import styles from './footer.module.css';
import { FooterServiceSelect } from './footer-service-select';

const quickLinks = [
  { label: 'Home', to: routes.home },
  { label: 'About Us', to: routes.about },
  { label: 'Our Services', to: routes.services },
  { label: 'Contact Us', to: routes.contact },
  { label: 'Privacy Policy', to: routes.privacyPolicy },
] as const;

interface FooterProps {
  site: SiteConfig;
  /** The pre-render's catalogue and year; in the browser, read at run time. */
  catalogue?: readonly ServiceSummary[];
  year?: number;
}

export function Footer({ site, catalogue, year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            About Us
          </h2>
          <p className={styles.text}>
            {site.businessName} repairs, services and installs home appliances at your doorstep
            across Jaipur and nearby towns, with genuine spare parts and the price agreed before
            work starts.
          </p>
          <ul className={styles.info}>
            <li>
              <ClockIcon size={18} />
              <span>Open {formatOpeningHours(site.hours)}</span>
            </li>
            <li>
              <PhoneIcon size={18} />
              <a href={telHref(site)}>{site.phoneDisplay}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={mailtoHref(site)}>{site.email}</a>
            </li>
            <li>
              <MapPinIcon size={18} />
              <address>{formatAddress(site.address)}</address>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            Our Services
          </h2>
          <FooterServiceSelect preset={catalogue} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.quickLinks}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {year} {site.businessName}. All rights reserved.
      </p>
    </footer>
  );
}
