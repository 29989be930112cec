// The render build's entry (`vite build --ssr`): /contact and /hi/contact as HTML with their
// heads, for the release step to compose into the served pages. Runs in Node only.
import type { RemoteRenderer } from 'shared-types';
import { defaultLocale, routes } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { localePath } from 'shared-ui/site';
import { localBusinessJsonLd } from 'shared-ui/structured-data';
import { contactContent, contactHead } from './content/contact';
import keptSendIsland from './islands/kept-send.js?inline-script';
import { ContactPage } from './pages/contact-page';

/** The languages this part's pages are written in, every one of the site's: the composer renders each. */
export { locales } from 'shared-types';

/** The plain script that keeps a send pressed before the app arrives (decision 025), by the name the form asks for. */
export const islands: RemoteRenderer['islands'] = { 'kept-send': keptSendIsland };

/** The route's path stays English ('/contact'): the composer puts the language's prefix before it. */
export const renderRoutes: RemoteRenderer['renderRoutes'] = async ({
  site,
  origin,
  locale,
  serviceCatalogues,
}) => {
  const language = locale ?? defaultLocale;
  const { image } = contactContent(language);
  return [
    {
      path: routes.contact,
      html: await renderToHtml(
        localePath(language, routes.contact),
        // The shell hands the page the same catalogues in the browser (contract 1.3).
        <ContactPage site={site} locale={language} serviceCatalogues={serviceCatalogues} />,
      ),
      head: {
        ...contactHead(site, language),
        image: { url: image.src, alt: image.alt },
        jsonLd: [localBusinessJsonLd(site, origin, language)],
      },
    },
  ];
};
