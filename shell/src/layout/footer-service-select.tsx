import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ServiceSummary } from 'shared-types';
import { routes } from 'shared-types';
import { useServiceCatalogue } from '../remotes/use-service-catalogue';
import styles from './footer.module.css';

/** The footer's "Our Services" dropdown: choosing a service opens its page, without a reload. */
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
  const current = services.find((service) => service.path === pathname)?.path ?? '';

  return (
    <>
      <label htmlFor="footer-service-select" className={styles.selectLabel}>
        Go to a service page
      </label>
      <select
        id="footer-service-select"
        className={styles.select}
        value={current}
        disabled={catalogue.status === 'loading'}
        onChange={(event) => {
          if (event.target.value) navigate(event.target.value);
        }}
      >
        <option value="">Select a Service</option>
        {services.map((service) => (
          <option key={service.slug} value={service.path}>
            {service.name}
          </option>
        ))}
      </select>
    </>
  );
}
