import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ServiceSummary } from 'shared-types';
import { routes, servicePrefix } from 'shared-types';
import { pillClass } from 'shared-ui';
import { useServiceCatalogue } from '../remotes/use-service-catalogue';
import styles from './footer.module.css';

/**
 * The footer's "Our Services" dropdown: choosing a service opens its page, without a
 * reload. It is a form, so it works before the app starts and without it: the servers
 * answer /service?slug=<slug> with a redirect to the service's page.
 */
export function FooterServiceSelect({ preset }: { preset?: readonly ServiceSummary[] }) {
  const catalogue = useServiceCatalogue(preset);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (catalogue.status === 'failed') {
    return (
      <Link to={routes.services} className={styles.link}>
        See all our services
      </Link>
    );
  }

  const services = catalogue.status === 'ready' ? catalogue.services : [];
  const current = services.find((service) => service.path === pathname)?.slug ?? '';
  const open = (slug: string) => {
    const service = services.find((item) => item.slug === slug);
    if (service) navigate(service.path);
  };

  return (
    <form
      className={styles.serviceForm}
      method="get"
      action={servicePrefix.replace(/\/$/, '')}
      onSubmit={(event) => {
        event.preventDefault();
        open(new FormData(event.currentTarget).get('slug')?.toString() ?? '');
      }}
    >
      <label htmlFor="footer-service-select" className={styles.selectLabel}>
        Go to a service page
      </label>
      <div className={styles.serviceChoice}>
        <select
          id="footer-service-select"
          name="slug"
          className={styles.select}
          // The warm-up reads where the options lead.
          data-route-base={servicePrefix}
          value={current}
          disabled={catalogue.status === 'loading'}
          onChange={(event) => open(event.target.value)}
        >
          <option value="">Select a Service</option>
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
          Open
        </button>
      </div>
    </form>
  );
}
