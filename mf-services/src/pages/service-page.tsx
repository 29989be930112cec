import { Link, useParams } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { routes, telHref } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { findService } from '../content/services';

export function ServicePage({ site }: RemotePageProps) {
  const slug = useParams()['*'];
  const service = findService(slug);
  useDocumentMeta(
    `${service?.name ?? 'Service not found'} · ${site.businessName}`,
    service ? `${service.name} in Jaipur.` : 'This service page does not exist.',
  );
  if (!service) {
    return (
      <div data-boundary="mf-services">
        <h1>We could not find that service</h1>
        <Link to={routes.services}>See all our services</Link>
      </div>
    );
  }
  return (
    <div data-boundary="mf-services">
      <h1>{service.name}</h1>
      <a href={telHref(site)}>Call Now</a>
    </div>
  );
}
