import { Link } from 'react-router-dom';
import { LazyImage, pillClass } from 'shared-ui';
import { servicePath } from 'shared-ui/site';
import { catalogueTexts } from '../content/catalogue';
import type { ServiceContent } from '../content/service-content';
import styles from './service-card.module.css';

/** `priority`: the card is in the first screen, so its picture loads at once. */
export function ServiceCard({
  service,
  priority = false,
}: {
  service: ServiceContent;
  priority?: boolean;
}) {
  return (
    <li className={styles.card}>
      <LazyImage {...service.image} priority={priority} />
      <div className={styles.body}>
        <h2 className={styles.name}>{service.name}</h2>
        <p className={styles.tagline}>{service.tagline}</p>
        <Link to={servicePath(service.slug)} className={pillClass('brand')}>
          {catalogueTexts.readMore}
          <span className="visually-hidden">{catalogueTexts.readMoreAbout(service.name)}</span>
        </Link>
      </div>
    </li>
  );
}
