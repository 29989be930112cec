import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ServiceSummary } from 'shared-types';
import { routes, servicePrefix } from 'shared-types';
import { pillClass } from 'shared-ui';
import { localePath } from 'shared-ui/site';
import { shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import { useServiceCatalogue } from '../remotes/use-service-catalogue';
import styles from './footer.module.css';

const SELECT_ID = 'footer-service-select';

/**
 * What the visitor chose in the composed page's dropdown before the app took it over, read
 * as the app first renders (hydration then sets the select to the app's value, which
 * would drop the choice): kept, so the Open button opens it.
 */
function choiceBeforeApp(pathname: string) {
  if (typeof document === 'undefined') return { pathname, slug: '' };
  const select = document.getElementById(SELECT_ID);
  return { pathname, slug: select instanceof HTMLSelectElement ? select.value : '' };
}

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
  const [chosenBeforeApp] = useState(() => choiceBeforeApp(pathname));

  if (catalogue.status === 'failed') {
    return (
      <Link to={localePath(locale, routes.services)} className={styles.link}>
        {texts.allServices}
      </Link>
    );
  }

  const services = catalogue.status === 'ready' ? catalogue.services : [];
  const pathOf = (service: ServiceSummary) => localePath(locale, service.path);
  const current =
    (chosenBeforeApp.pathname === pathname && chosenBeforeApp.slug) ||
    (services.find((service) => pathOf(service) === pathname)?.slug ?? '');
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
      <label htmlFor={SELECT_ID} className={styles.selectLabel}>
        {texts.label}
      </label>
      <div className={styles.serviceChoice}>
        <select
          id={SELECT_ID}
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
