// The render build's entry (`vite build --ssr`): /contact as HTML with its head, for the
// release step to compose into the served page. Runs in Node only.
import type { RemoteRenderer } from 'shared-types';
import { routes } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { localBusinessJsonLd } from 'shared-ui/structured-data';
import { contactContent, contactHead } from './content/contact';
import { ContactPage } from './pages/contact-page';

export const renderRoutes: RemoteRenderer['renderRoutes'] = async ({ site, origin }) => [
  {
    path: routes.contact,
    html: await renderToHtml(routes.contact, <ContactPage site={site} />),
    head: {
      ...contactHead(site),
      image: { url: contactContent.image.src, alt: contactContent.image.alt },
      jsonLd: [localBusinessJsonLd(site, origin)],
    },
  },
];
