import { Link } from 'react-router-dom';
import { type Locale, routes, type SiteConfig } from 'shared-types';
import { noticeClasses as notice, pillClass, useDocumentMeta } from 'shared-ui';
import { localePath } from 'shared-ui/site';
import { pageHeads } from '../content/page-heads';
import { textsIn } from '../content/texts';

/** An unknown /service/<slug>: said plainly, inside the normal frame, with the way to the catalogue. */
export function ServiceNotFound({ site, locale }: { site: SiteConfig; locale: Locale }) {
  useDocumentMeta(pageHeads.serviceNotFound(site, locale));
  const texts = textsIn(locale).serviceNotFound;
  return (
    <section className={notice.page} aria-labelledby="service-not-found">
      <h1 id="service-not-found" className={notice.title}>
        {texts.title}
      </h1>
      <p className={notice.text}>{texts.text}</p>
      <Link to={localePath(locale, routes.services)} className={pillClass('brand')}>
        {texts.link}
      </Link>
    </section>
  );
}
