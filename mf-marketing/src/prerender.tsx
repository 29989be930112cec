// The render build's entry (`vite build --ssr`): each route of mf-marketing as HTML with
// its head, for the release step to compose into the served page. Runs in Node only.
import type { PageHead, RemotePage, RemoteRenderer, RenderContext } from 'shared-types';
import { routes } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { localBusinessJsonLd } from 'shared-ui/structured-data';
import { heroSlides } from './content/hero-slides';
import { pageHeads } from './content/page-heads';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { LandingPage } from './pages/landing-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';

interface MarketingRoute {
  path: string;
  Page: RemotePage;
  head: (context: RenderContext) => PageHead;
}

/** The first slide's picture is what a shared link shows. */
const [firstSlide] = heroSlides;
const shareImage = firstSlide && { url: firstSlide.image.src, alt: firstSlide.image.alt };

const withBusiness =
  (head: (site: RenderContext['site']) => PageHead) =>
  ({ site, origin }: RenderContext): PageHead => ({
    ...head(site),
    image: shareImage,
    jsonLd: [localBusinessJsonLd(site, origin)],
  });

const marketingRoutes: readonly MarketingRoute[] = [
  { path: routes.landing, Page: LandingPage, head: withBusiness(pageHeads.landing) },
  { path: routes.home, Page: HomePage, head: withBusiness(pageHeads.home) },
  { path: routes.about, Page: AboutPage, head: withBusiness(pageHeads.about) },
  {
    path: routes.privacyPolicy,
    Page: PrivacyPolicyPage,
    head: ({ site }) => ({ ...pageHeads.privacyPolicy(site), image: shareImage }),
  },
];

export const renderRoutes: RemoteRenderer['renderRoutes'] = (context) =>
  Promise.all(
    marketingRoutes.map(async ({ path, Page, head }) => ({
      path,
      html: await renderToHtml(path, <Page site={context.site} />),
      head: head(context),
    })),
  );
