// Composes every page of the site at release time, the way a layout server stitches
// fragments, but once per release instead of once per request. A route's page is:
//   the shell's frame (navbar, footer, floating links)
//   + the live remote's pre-rendered page inside <main>, rendered by that remote's render build
//   + the CSS both need, inlined, and the route's head (title, description, canonical,
//     Open Graph, JSON-LD)
//   + the route's remote configuration and the footer's catalogue as JSON data blocks
//   + an inline loader that starts the app after the first paint.
// Every page is composed once per language its remote writes ('/about', '/hi/about'), in
// that language's frame, with <html lang>, its own canonical URL and hreflang alternates,
// which it also returns as data, for the sitemap.
// It ships in the shell's render build: whichever team releases, the live shell decides
// the shape of the pages. The release engine reads and writes the files.
import type {
  Alternates,
  ComposedPage,
  LiveRemote,
  Locale,
  PageHead,
  RenderedRoute,
  ServiceSummary,
  SiteCompositionInput,
} from 'shared-types';
import {
  catalogueOwner,
  composition,
  defaultLocale,
  ISLAND_ATTRIBUTE,
  locales,
  MAIN_SLOT,
  RENDER_ASSET_BASE,
} from 'shared-types';
import { alternatesOf, localePath } from 'shared-ui/site';
import { siteConfigs } from '../config/site-config';
import loaderSource from './app-loader.js?inline-script';
import { htmlDocument, scriptJson } from './html-document';
import { hydrationRegion } from './hydration-region';
import { sha256Source } from './inline-hashes';
import { placeFragment } from './place-fragment';
import { renderFrame, renderNotFound } from './render-frame';
import { readTemplate } from './shell-template';

/** An inline script as the page carries it: its comment lines are for us, not for phones. */
const inlined = (source: string) => source.replace(/^\s*\/\/.*\n/gm, '').trim();
const LOADER = inlined(loaderSource);
const ISLAND_IN_MARKUP = new RegExp(`${ISLAND_ATTRIBUTE}="([a-z][a-z-]*)"`, 'g');

/** The page chunks and CSS a remote's manifest lists for one exposed module. */
function exposedFiles(remote: LiveRemote, expose: string) {
  const entry = remote.manifest.exposes.find((item) => `./${item.name}` === expose);
  return { js: entry?.assets.js.sync ?? [], css: entry?.assets.css.sync ?? [] };
}

/** The module composition.json routes a wildcard pattern ('/service/*') of a remote to. */
function patternExpose(remote: LiveRemote, pattern: string): string {
  const routes: ReadonlyArray<{ path: string; expose: string }> =
    (composition.remotes as Record<string, { routes: typeof routes }>)[remote.name]?.routes ?? [];
  const route = routes.find((item) => item.path === pattern);
  if (!route) {
    throw new Error(
      `${remote.name} renders a not-found page for ${pattern}, a route composition.json does not give it`,
    );
  }
  return route.expose;
}

/**
 * The islands a remote's page asks for by name (`data-island="carousel"`), from that
 * remote's own render build: a part's island runs on its own pages alone. A name the
 * build does not have (or an island that could end its script element) is left out,
 * and the markup waits for the app.
 */
function islandsOf(remote: LiveRemote, html: string): string[] {
  const names = new Set(Array.from(html.matchAll(ISLAND_IN_MARKUP), (match) => match[1] ?? ''));
  const islands = remote.renderer.islands ?? {};
  return [...names].flatMap((name) => {
    const source = Object.hasOwn(islands, name) ? islands[name] : undefined;
    // The gate refuses a release whose island could end its <script> early; should one
    // come here all the same, the page is composed without it, not the site without pages.
    if (typeof source !== 'string' || /<\/script|<!--/i.test(source)) return [];
    return [inlined(source)];
  });
}

interface PagePlan {
  /** The page's path in its language ('/hi/about'); a not-found page's pattern ('/hi/*'). */
  path: string;
  locale: Locale;
  rendered: { html: string; head: PageHead };
  css: string;
  /** The URLs of the stylesheets `css` holds. */
  stylesheets: string[];
  remotes?: Record<string, LiveRemote['deployment']>;
  preload: string[];
  /** The islands its markup asks for (decision 025), as the page inlines them. */
  islands: string[];
  /** The route in English ('/about'): what ties a page to its translations. None for a not-found page. */
  route?: string;
}

/** The languages a remote's render build writes: the default (English) alone before contract 1.1. */
const localesOf = (remote: LiveRemote): readonly Locale[] =>
  remote.renderer.locales ?? [defaultLocale];

/**
 * The catalogue in each language, from the render build of the remote composition.json
 * names its owner, and no other's (the release engine refuses another part's that exports
 * one): the footer lists it and every remote's render is given it (the enquiry form offers it).
 */
function cataloguesOf(
  remotes: readonly LiveRemote[],
): Partial<Record<Locale, readonly ServiceSummary[]>> {
  const renderer = remotes.find((remote) => remote.name === catalogueOwner)?.renderer;
  if (!renderer?.serviceCatalogue) return {};
  return renderer.serviceCatalogues ?? { [defaultLocale]: renderer.serviceCatalogue };
}

export async function composePages(input: SiteCompositionInput): Promise<ComposedPage[]> {
  const { origin, remotes, year } = input;
  const template = readTemplate(input.template);
  const importMap = template.importMap && scriptJson(template.importMap);
  const catalogues = cataloguesOf(remotes);
  const catalogueIn = (locale: Locale) => catalogues[locale] ?? catalogues[defaultLocale] ?? [];

  /** A remote's rendered page, its asset URLs pointed at its release, with its module's CSS and chunks. */
  const remotePage = (
    remote: LiveRemote,
    page: RenderedRoute,
    expose: string,
    locale: Locale,
  ): PagePlan => {
    const files = exposedFiles(remote, expose);
    const image = page.head.image && {
      ...page.head.image,
      url: page.head.image.url.replace(RENDER_ASSET_BASE, remote.base),
    };
    return {
      path: localePath(locale, page.path),
      locale,
      route: page.path.endsWith('*') ? undefined : page.path,
      rendered: {
        html: placeFragment(page.html, {
          assetBase: RENDER_ASSET_BASE,
          releaseBase: remote.base,
          readFile: remote.readFile,
        }),
        head: { ...page.head, image },
      },
      css: files.css.map((file) => remote.readFile(file)).join('\n'),
      stylesheets: files.css.map((file) => `${remote.base}${file}`),
      remotes: { [remote.name]: remote.deployment },
      // The loader starts the app when the page is idle (decision 025), and the page's
      // module with it: the page hydrates as soon as both have come.
      preload: [remote.deployment.entry, ...files.js.map((file) => `${remote.base}${file}`)],
      islands: islandsOf(remote, page.html),
    };
  };

  const plans: PagePlan[] = [];
  for (const locale of locales) {
    // Every language's catalogue, the one the page inlines (contract 1.3): the app hands
    // the page the same, so it hydrates what was drawn here.
    const context = { site: siteConfigs[locale], origin, locale, serviceCatalogues: catalogues };
    for (const remote of remotes.filter((item) => localesOf(item).includes(locale))) {
      const rendered = await remote.renderer.renderRoutes(context);
      for (const route of remote.routes) {
        const page = rendered.find((item) => item.path === route.path);
        if (!page) throw new Error(`${remote.name}'s render build did not render ${route.path}`);
        plans.push(remotePage(remote, page, route.expose, locale));
      }
      // Served, with 404, for a path under the pattern that names nothing.
      for (const page of (await remote.renderer.renderNotFound?.(context)) ?? []) {
        plans.push(remotePage(remote, page, patternExpose(remote, page.path), locale));
      }
    }
    // Any other path: the shell's not-found page, in the same frame ('*', or '/hi/*').
    plans.push({
      path: locale === defaultLocale ? '*' : localePath(locale, '/*'),
      locale,
      rendered: await renderNotFound(context),
      css: '',
      stylesheets: [],
      preload: [],
      islands: [],
    });
  }

  /** The languages each route is composed in: a page links only to translations that exist. */
  const translations = new Map<string, Locale[]>();
  for (const plan of plans) {
    if (plan.route)
      translations.set(plan.route, [...(translations.get(plan.route) ?? []), plan.locale]);
  }
  /** A route's page links to its translations, by the rule the browser keeps them with. */
  const alternatesOfPlan = (plan: PagePlan): Alternates =>
    plan.route ? alternatesOf(plan.path, origin, translations.get(plan.route) ?? []) : [];

  const compose = async (plan: PagePlan): Promise<ComposedPage> => {
    const site = siteConfigs[plan.locale];
    const frame = await renderFrame({
      site,
      // The frame reads its language and current link from the path: a route's, or a
      // not-found page's pattern ('/hi/service/*', '/hi/*').
      path: plan.path,
      locale: plan.locale,
      catalogue: catalogueIn(plan.locale),
      year,
    });
    const css = `${input.shellCss}\n${plan.css}`;
    const alternates = alternatesOfPlan(plan);
    const html = htmlDocument({
      lang: plan.locale,
      shellHead: template.shellHead,
      head: plan.rendered.head,
      canonical: plan.route ? `${origin}${plan.path}` : undefined,
      alternates,
      siteName: site.businessName,
      css,
      inlinedStylesheets: [...(input.shellStylesheets ?? []), ...plan.stylesheets],
      // A function, so `$&` and the like in the page's text stay text.
      root: frame.replace(MAIN_SLOT, () => hydrationRegion(plan.rendered.html)),
      data: {
        'jac-remotes': plan.remotes,
        // Every language's, so a language switch in the app has the footer's list at hand.
        'jac-catalogue': catalogues,
        'jac-year': year,
        'jac-boot': { entry: template.entry, preload: [...template.preload, ...plan.preload] },
      },
      islands: plan.islands,
      loader: LOADER,
      importMap,
    });
    return {
      path: plan.path,
      html,
      inlineHashes: {
        script: [...(importMap ? [importMap] : []), ...plan.islands, LOADER].map(sha256Source),
        style: [sha256Source(css)],
      },
      alternates,
    };
  };

  const pages: ComposedPage[] = [];
  for (const plan of plans) pages.push(await compose(plan));
  return pages;
}
