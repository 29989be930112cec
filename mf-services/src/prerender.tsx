// The render build's entry (`vite build --ssr`): the catalogue and every service page as
// HTML with its head, the page an unknown /service/<slug> shows, and the catalogue the
// footer lists, for the release step to compose into the served pages. Runs in Node only.
import { Route, Routes } from 'react-router-dom';
import type { RemoteRenderer, SiteConfig } from 'shared-types';
import { routes, servicePrefix } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { servicePath } from 'shared-ui/site';
import { serviceJsonLd } from 'shared-ui/structured-data';
import { pageHeads } from './content/page-heads';
import { services } from './content/services';
import { CataloguePage } from './pages/catalogue-page';
import { ServicePage } from './pages/service-page';

export { serviceCatalogue } from './content/services';

/** The route pattern mf-services serves in composition.json. */
const SERVICE_ROUTES = `${servicePrefix}*`;

/** ServicePage at `path` under the shell's route pattern, so it reads its slug as it does there. */
const renderServicePage = (path: string, site: SiteConfig) =>
  renderToHtml(
    path,
    <Routes>
      <Route path={SERVICE_ROUTES} element={<ServicePage site={site} />} />
    </Routes>,
  );

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
      html: await renderServicePage(path, site),
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

/**
 * What every /service/<slug> without a service shows, served with status 404: ServicePage
 * itself, rendered at the pattern ('*' is no service's slug), so the app's takeover
 * renders the same markup.
 */
export const renderNotFound: NonNullable<RemoteRenderer['renderNotFound']> = async ({ site }) => [
  {
    path: SERVICE_ROUTES,
    html: await renderServicePage(SERVICE_ROUTES, site),
    head: pageHeads.serviceNotFound(site.businessName),
  },
];
