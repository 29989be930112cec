// The render build's entry (`vite build --ssr`): each route of mf-marketing as HTML with
// its head, in each language, for the release step to compose into the served page.
// Runs in Node only.
import type {
  Locale,
  PageHead,
  RemotePage,
  RemoteRenderer,
  RenderContext,
  SiteConfig,
} from 'shared-types';
import { defaultLocale, routes } from 'shared-types';
import { renderToHtml } from 'shared-ui/render';
import { localePath } from 'shared-ui/site';
import { localBusinessJsonLd } from 'shared-ui/structured-data';
import { heroContent } from './content/hero-slides';
import { pageHeads } from './content/page-heads';
import carouselIsland from './islands/carousel.js?inline-script';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { LandingPage } from './pages/landing-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';

/** Every page of this app is written in every language of the site; the composer prefixes '/hi'. */
export { locales } from 'shared-types';

/** The plain scripts that run its markup before the app arrives (decision 025), by the name the markup asks for. */
export const islands: RemoteRenderer['islands'] = { carousel: carouselIsland };

interface PageContext {
  site: SiteConfig;
  origin: string;
  locale: Locale;
}

interface MarketingRoute {
  /** English, as composition.json names it, whatever the language. */
  path: string;
  Page: RemotePage;
  head: (context: PageContext) => PageHead;
}

/** The first slide's picture, described in the page's language, is what a shared link shows. */
function shareImage(locale: Locale): PageHead['image'] {
  const [firstSlide] = heroContent(locale).slides;
  return firstSlide && { url: firstSlide.image.src, alt: firstSlide.image.alt };
}

type HeadOf = (site: SiteConfig, locale: Locale) => PageHead;

/** A page that presents the business: its schema.org data, linking to the page's language. */
const withBusiness =
  (head: HeadOf) =>
  ({ site, origin, locale }: PageContext): PageHead => ({
    ...head(site, locale),
    image: shareImage(locale),
    jsonLd: [localBusinessJsonLd(site, origin, locale)],
  });

const marketingRoutes: readonly MarketingRoute[] = [
  { path: routes.landing, Page: LandingPage, head: withBusiness(pageHeads.landing) },
  { path: routes.home, Page: HomePage, head: withBusiness(pageHeads.home) },
  { path: routes.about, Page: AboutPage, head: withBusiness(pageHeads.about) },
  {
    path: routes.privacyPolicy,
    Page: PrivacyPolicyPage,
    head: ({ site, locale }) => ({
      ...pageHeads.privacyPolicy(site, locale),
      image: shareImage(locale),
    }),
  },
];

export const renderRoutes: RemoteRenderer['renderRoutes'] = ({
  site,
  origin,
  locale = defaultLocale,
}: RenderContext) =>
  Promise.all(
    marketingRoutes.map(async ({ path, Page, head }) => ({
      path,
      // Rendered where the visitor finds it ('/hi/about'), so links and active states match.
      html: await renderToHtml(localePath(locale, path), <Page site={site} locale={locale} />),
      head: head({ site, origin, locale }),
    })),
  );
