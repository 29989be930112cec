import { Link } from 'react-router-dom';
import type { ServiceSummary, SiteConfig } from 'shared-types';
import { routes } from 'shared-types';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'shared-ui';
import {
  fillIn,
  formatAddress,
  formatOpeningHours,
  localePath,
  mailtoHref,
  telHref,
} from 'shared-ui/site';
import { shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import styles from './footer.module.css';
import { FooterServiceSelect } from './footer-service-select';
import { useYear } from './use-year';

interface FooterProps {
  site: SiteConfig;
  /** The pre-render's catalogue and year; in the browser, read at run time. */
  catalogue?: readonly ServiceSummary[];
  year?: number;
}

const quickLinks = [
  { key: 'home', to: routes.home },
  { key: 'about', to: routes.about },
  { key: 'services', to: routes.services },
  { key: 'contact', to: routes.contact },
  { key: 'privacyPolicy', to: routes.privacyPolicy },
] as const;

export function Footer({ site, catalogue, year: presetYear }: FooterProps) {
  const locale = useLocale();
  const year = useYear(presetYear);
  const texts = shellTexts(locale).footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {texts.aboutHeading}
          </h2>
          <p className={styles.text}>{fillIn(texts.about, { businessName: site.businessName })}</p>
          <ul className={styles.info}>
            <li>
              <ClockIcon size={18} />
              <span>
                {fillIn(texts.openingHours, { hours: formatOpeningHours(site.hours, locale) })}
              </span>
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
            {texts.servicesHeading}
          </h2>
          <FooterServiceSelect preset={catalogue} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {texts.linksHeading}
          </h2>
          <ul className={styles.quickLinks}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={localePath(locale, link.to)} className={styles.link}>
                  {texts.links[link.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        {fillIn(texts.copyright, { year, businessName: site.businessName })}
      </p>
    </footer>
  );
}
