import { useParams } from 'react-router-dom';
import { defaultLocale, type RemotePageProps } from 'shared-types';
import { ServiceDetails } from '../components/service-details';
import { ServiceNotFound } from '../components/service-not-found';
import { findService } from '../content/services';

/** Every /service/* route: mf-services owns the subtree, so a new service needs no shell release. */
export function ServicePage({ site, locale = defaultLocale }: RemotePageProps) {
  const service = findService(useParams()['*'], locale);
  return (
    <div data-boundary="mf-services">
      {service ? (
        <ServiceDetails service={service} site={site} locale={locale} />
      ) : (
        <ServiceNotFound site={site} locale={locale} />
      )}
    </div>
  );
}
