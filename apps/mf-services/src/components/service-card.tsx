import { Link } from 'react-router-dom';
import type { Locale } from 'shared-types';
import { LazyImage, pillClass } from 'shared-ui';
import { fillIn, localePath, servicePath } from 'shared-ui/site';
import { catalogueContent } from '../content/catalogue';
import type { ServiceContent } from '../content/service-content';
import { textsIn } from '../content/texts';
import styles from './service-card.module.css';

/** `priority`: the card is in the first screen, so its picture loads at once. */
export function ServiceCard({
  service,
  locale,
  priority = false,
}: {
  service: ServiceContent;
  locale: Locale;
  priority?: boolean;
}) {
  const { readMoreAbout } = textsIn(locale).catalogue;
  return (
    <li className={styles.card}>
      <LazyImage {...service.image} priority={priority} />
      <div className={styles.body}>
        <h2 className={styles.name}>{service.name}</h2>
        <p className={styles.tagline}>{service.tagline}</p>
        <Link to={localePath(locale, servicePath(service.slug))} className={pillClass('brand')}>
          {catalogueContent(locale).readMore}
          {/* Completes the link for screen readers: "Read More about Fridge Repair". */}
          <span className="visually-hidden">{` ${fillIn(readMoreAbout, { serviceName: service.name })}`}</span>
        </Link>
      </div>
    </li>
  );
}
