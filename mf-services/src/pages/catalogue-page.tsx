import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { serviceCatalogue } from '../content/services';

export function CataloguePage({ site }: RemotePageProps) {
  useDocumentMeta(`Our Services · ${site.businessName}`, 'Appliance services in Jaipur.');
  return (
    <div data-boundary="mf-services">
      <h1>Our Services</h1>
      <ul>
        {serviceCatalogue.map((service) => (
          <li key={service.slug}>
            <h2>{service.name}</h2>
            <Link to={service.path}>Read More</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
