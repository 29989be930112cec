// The render build's entry (`vite build --ssr`): the catalogue and every service page as
// HTML with its head, and the catalogue the footer lists, for the release step to compose
// into the served pages. Runs in Node only.
import { Route, Routes } from 'react-router-dom';
import type { RemoteRenderer } from 'shared-types';
import { routes, servicePath, servicePrefix } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { serviceJsonLd } from 'shared-ui/structured-data';
import { pageHeads } from './content/page-heads';
import { services } from './content/services';
import { CataloguePage } from './pages/catalogue-page';
import { ServicePage } from './pages/service-page';

export { serviceCatalogue } from './content/services';

export const renderRoutes: RemoteRenderer['renderRoutes'] = async ({ site, origin }) => {
  const [first] = services;
  const catalogue = {
    path: routes.services,
    html: await renderToHtml(routes.services, <CataloguePage site={site} />),
    head: {
      ...pageHeads.catalogue(site),
      image: first && { url: first.image.src, alt: first.image.alt },
    },
  };
  const pages = services.map(async (service) => {
    const path = servicePath(service.slug);
    const head = pageHeads.service(service, site);
    return {
      path,
      // The same route pattern as the shell's, so the page reads its slug as it does there.
      html: await renderToHtml(
        path,
        <Routes>
          <Route path={`${servicePrefix}*`} element={<ServicePage site={site} />} />
        </Routes>,
      ),
      head: {
        ...head,
        image: { url: service.image.src, alt: service.image.alt },
        jsonLd: [
          serviceJsonLd({ name: service.name, description: head.description, path }, site, origin),
        ],
      },
    };
  });
  return [catalogue, ...(await Promise.all(pages))];
};
