import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ServiceSummary } from 'shared-types';
import { routes, servicePrefix } from 'shared-types';
import { pillClass } from 'shared-ui';
import { localePath } from 'shared-ui/site';
import { shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import { useServiceCatalogue } from '../remotes/use-service-catalogue';
import styles from './footer.module.css';

/**
 * The footer's "Our Services" dropdown: choosing a service opens its page, without a
 * reload. It is a form, so it works before the app starts and without it: the servers
 * answer /service?slug=<slug> (/hi/service?slug=<slug>) with a redirect to the service's page.
 */
export function FooterServiceSelect({ preset }: { preset?: readonly ServiceSummary[] }) {
  const locale = useLocale();
  const texts = shellTexts(locale).footer.serviceSelect;
  const catalogue = useServiceCatalogue(locale, preset);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (catalogue.status === 'failed') {
    return (
      <Link to={localePath(locale, routes.services)} className={styles.link}>
        {texts.allServices}
      </Link>
    );
  }

  const services = catalogue.status === 'ready' ? catalogue.services : [];
  const pathOf = (service: ServiceSummary) => localePath(locale, service.path);
  const current = services.find((service) => pathOf(service) === pathname)?.slug ?? '';
  const open = (slug: string) => {
    const service = services.find((item) => item.slug === slug);
    if (service) navigate(pathOf(service));
  };
  const servicesBase = localePath(locale, servicePrefix);

  return (
    <form
      className={styles.serviceForm}
      method="get"
      action={servicesBase.replace(/\/$/, '')}
      onSubmit={(event) => {
        event.preventDefault();
        open(new FormData(event.currentTarget).get('slug')?.toString() ?? '');
      }}
    >
      <label htmlFor="footer-service-select" className={styles.selectLabel}>
        {texts.label}
      </label>
      <div className={styles.serviceChoice}>
        <select
          id="footer-service-select"
          name="slug"
          className={styles.select}
          // The warm-up reads where the options lead.
          data-route-base={servicesBase}
          value={current}
          disabled={catalogue.status === 'loading'}
          onChange={(event) => open(event.target.value)}
        >
          <option value="">{texts.empty}</option>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={pillClass('outlineOnDark')}
          disabled={catalogue.status === 'loading'}
        >
          {texts.open}
        </button>
      </div>
    </form>
  );
}
