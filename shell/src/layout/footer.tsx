import { Link } from 'react-router-dom';
import type { ServiceSummary, SiteConfig } from 'shared-types';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'shared-ui';
import { formatAddress, formatOpeningHours, mailtoHref, telHref } from 'shared-ui/site';
import { footerTexts } from '../content/shell-texts';
import styles from './footer.module.css';
import { FooterServiceSelect } from './footer-service-select';

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
            {footerTexts.aboutHeading}
          </h2>
          <p className={styles.text}>{footerTexts.about(site.businessName)}</p>
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
            {footerTexts.servicesHeading}
          </h2>
          <FooterServiceSelect preset={catalogue} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {footerTexts.linksHeading}
          </h2>
          <ul className={styles.quickLinks}>
            {footerTexts.quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{footerTexts.copyright(year, site.businessName)}</p>
    </footer>
  );
}
