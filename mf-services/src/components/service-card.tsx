import { Link } from 'react-router-dom';
import { servicePath } from 'shared-types';
import { LazyImage, pillClass } from 'shared-ui';
import { type ServiceContent, serviceImageSize } from '../content/service-content';
import styles from './service-card.module.css';

export function ServiceCard({ service }: { service: ServiceContent }) {
  return (
    <li className={styles.card}>
      <LazyImage {...service.image} {...serviceImageSize} />
      <div className={styles.body}>
        <h2 className={styles.name}>{service.name}</h2>
        <p className={styles.tagline}>{service.tagline}</p>
        <Link to={servicePath(service.slug)} className={pillClass('brand')}>
          Read More<span className="visually-hidden"> about {service.name}</span>
        </Link>
      </div>
    </li>
  );
}
