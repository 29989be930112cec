// The render build's entry (`vite build --ssr`): the catalogue and every service page as
// HTML with its head, the page an unknown /service/<slug> shows, and the catalogue the
// footer lists, for the release step to compose into the served pages. Runs in Node only.
// The composer calls it once per language in `locales`, and puts that language's prefix
// before the (English) paths it returns.
import { Route, Routes } from 'react-router-dom';
import type { Locale, RemoteRenderer, SiteConfig } from 'shared-types';
import { defaultLocale, routes, servicePrefix } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { localePath, servicePath } from 'shared-ui/site';
import { serviceJsonLd } from 'shared-ui/structured-data';
import { pageHeads } from './content/page-heads';
import { servicesIn } from './content/services';
import { CataloguePage } from './pages/catalogue-page';
import { ServicePage } from './pages/service-page';

/** The languages these pages are written in, every one of the site's: each content file holds them all. */
export { locales } from 'shared-types';
export { serviceCatalogue, serviceCatalogues } from './content/services';

/** The route pattern mf-services serves in composition.json. */
const SERVICE_ROUTES = `${servicePrefix}*`;

/**
 * ServicePage at `path` in `locale`, under the shell's route pattern in that language, so
 * it reads its slug as it does there ('/hi/service/ac' under '/hi/service/*').
 */
const renderServicePage = (path: string, site: SiteConfig, locale: Locale) =>
  renderToHtml(
    localePath(locale, path),
    <Routes>
      <Route
        path={localePath(locale, SERVICE_ROUTES)}
        element={<ServicePage site={site} locale={locale} />}
      />
    </Routes>,
  );

export const renderRoutes: RemoteRenderer['renderRoutes'] = async ({ site, origin, locale }) => {
  const language = locale ?? defaultLocale;
  const services = servicesIn(language);
  const [first] = services;
  const catalogue = {
    path: routes.services,
    html: await renderToHtml(
      localePath(language, routes.services),
      <CataloguePage site={site} locale={language} />,
    ),
    head: {
      ...pageHeads.catalogue(site, language),
      image: first && { url: first.image.src, alt: first.image.alt },
    },
  };
  const pages = services.map(async (service) => {
    const path = servicePath(service.slug);
    const head = pageHeads.service(service, site, language);
    const facts = {
      name: service.name,
      description: head.description,
      path: localePath(language, path),
    };
    return {
      path,
      html: await renderServicePage(path, site, language),
      head: {
        ...head,
        image: { url: service.image.src, alt: service.image.alt },
        jsonLd: [serviceJsonLd(facts, site, origin)],
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
export const renderNotFound: NonNullable<RemoteRenderer['renderNotFound']> = async ({
  site,
  locale,
}) => {
  const language = locale ?? defaultLocale;
  return [
    {
      path: SERVICE_ROUTES,
      html: await renderServicePage(SERVICE_ROUTES, site, language),
      head: pageHeads.serviceNotFound(site, language),
    },
  ];
};
