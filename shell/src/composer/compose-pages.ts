// Composes every page of the site at release time, the way a layout server stitches
// fragments, but once per release instead of once per request. A route's page is:
//   the shell's frame (navbar, footer, floating links)
//   + the live remote's pre-rendered page inside <main>, rendered by that remote's render build
//   + the CSS both need, inlined, and the route's head (title, description, canonical,
//     Open Graph, JSON-LD)
//   + the route's remote configuration and the footer's catalogue as JSON data blocks
//   + an inline loader that starts the app after the first paint.
// It ships in the shell's render build: whichever team releases, the live shell decides
// the shape of the pages. The release engine reads and writes the files.
import type {
  ComposedPage,
  LiveRemote,
  PageHead,
  RenderedRoute,
  ServiceSummary,
  SiteCompositionInput,
} from 'shared-types';
import { composition, MAIN_SLOT, RENDER_ASSET_BASE } from 'shared-types';
import { siteConfig as site } from '../config/site-config';
import loaderSource from './app-loader.js?raw';
import { htmlDocument } from './html-document';
import { sha256Source } from './inline-hashes';
import { placeFragment } from './place-fragment';
import { renderFrame, renderNotFound } from './render-frame';
import { readTemplate } from './shell-template';

const LOADER = loaderSource.replace(/^\/\/.*\n/gm, '').trim();

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

interface PagePlan {
  path: string;
  rendered: { html: string; head: PageHead };
  css: string;
  remotes?: Record<string, LiveRemote['deployment']>;
  preload: string[];
  /** The page's URL; a not-found page has none. */
  canonical?: string;
}

export async function composePages(input: SiteCompositionInput): Promise<ComposedPage[]> {
  const { origin, remotes, year } = input;
  const template = readTemplate(input.template);
  // The footer's catalogue: from whichever live remote's render build exports one.
  const catalogue: readonly ServiceSummary[] =
    remotes.find((remote) => remote.renderer.serviceCatalogue)?.renderer.serviceCatalogue ?? [];
  const context = { site, origin };

  const compose = async (plan: PagePlan): Promise<ComposedPage> => {
    const frame = await renderFrame({ site, path: plan.path, catalogue, year });
    const css = `${input.shellCss}\n${plan.css}`;
    const html = htmlDocument({
      lang: template.lang,
      shellHead: template.shellHead,
      head: plan.rendered.head,
      canonical: plan.canonical,
      siteName: site.businessName,
      css,
      // A function, so `$&` and the like in the page's text stay text.
      root: frame.replace(MAIN_SLOT, () => plan.rendered.html),
      data: {
        'jac-remotes': plan.remotes,
        'jac-catalogue': catalogue,
        'jac-boot': { entry: template.entry, preload: [...template.preload, ...plan.preload] },
      },
      loader: LOADER,
    });
    return {
      path: plan.path,
      html,
      inlineHashes: { script: [sha256Source(LOADER)], style: [sha256Source(css)] },
    };
  };

  /** A remote's rendered page, its asset URLs pointed at its release, with its module's CSS and chunks. */
  const remotePage = (remote: LiveRemote, page: RenderedRoute, expose: string, path: string) => {
    const files = exposedFiles(remote, expose);
    const image = page.head.image && {
      ...page.head.image,
      url: page.head.image.url.replace(RENDER_ASSET_BASE, remote.base),
    };
    return compose({
      path,
      canonical: path.endsWith('*') ? undefined : `${origin}${path}`,
      rendered: {
        html: placeFragment(page.html, {
          assetBase: RENDER_ASSET_BASE,
          releaseBase: remote.base,
          readFile: remote.readFile,
        }),
        head: { ...page.head, image },
      },
      css: files.css.map((file) => remote.readFile(file)).join('\n'),
      remotes: { [remote.name]: remote.deployment },
      preload: [remote.deployment.entry, ...files.js.map((file) => `${remote.base}${file}`)],
    });
  };

  const pages: ComposedPage[] = [];
  for (const remote of remotes) {
    const rendered = await remote.renderer.renderRoutes(context);
    for (const route of remote.routes) {
      const page = rendered.find((item) => item.path === route.path);
      if (!page) throw new Error(`${remote.name}'s render build did not render ${route.path}`);
      pages.push(await remotePage(remote, page, route.expose, route.path));
    }
    // Served, with 404, for a path under the pattern that names nothing.
    for (const page of (await remote.renderer.renderNotFound?.(context)) ?? []) {
      pages.push(await remotePage(remote, page, patternExpose(remote, page.path), page.path));
    }
  }
  // Any other path: the shell's not-found page, in the same frame.
  const notFound = await renderNotFound(context);
  pages.push({
    ...(await compose({ path: '/404', rendered: notFound, css: '', preload: [] })),
    path: '*',
  });
  return pages;
}
