import type { ServiceCatalogues, ServiceSummary } from './contract';
import type { Locale } from './locale';
import type { SiteConfig } from './site-config';

/**
 * The contract between an app's render build (`dist-render/prerender.js`, a Vite SSR
 * build of `src/prerender.tsx`) and the release step that composes each route's HTML.
 */

/**
 * Render builds put this before every asset URL; the release step replaces it with the
 * URL of the release being composed, so a render does not need to know where it is served.
 */
export const RENDER_ASSET_BASE = '/__release_base__/';

/** What a route puts in the document's head. */
export interface PageHead {
  title: string;
  description: string;
  /** The picture shown when the page is shared (Open Graph). */
  image?: { url: string; alt: string };
  /** schema.org objects, each written as one `application/ld+json` script. */
  jsonLd?: readonly object[];
}

export interface RenderContext {
  /** The business identity in `locale`, as the live shell release publishes it. */
  site: SiteConfig;
  /** The site's public origin, for canonical URLs: "https://www.example.in". */
  origin: string;
  /** The language to render in (1.1); none means English. */
  locale?: Locale;
  /**
   * The service catalogue in every language, as the footer lists it (1.3): what the
   * enquiry form offers. A shell of 1.2 passes none.
   */
  serviceCatalogues?: ServiceCatalogues;
}

export interface RenderedRoute {
  /** The route as composition.json names it, in English ('/service/ac'), whatever the language. */
  path: string;
  /** The page's markup: what the remote's exposed page renders inside the shell's main. */
  html: string;
  head: PageHead;
}

/** What every remote's render build exports. */
export interface RemoteRenderer {
  renderRoutes(context: RenderContext): Promise<RenderedRoute[]>;
  /**
   * What a path under one of its wildcard routes shows when it names nothing ('/service/<unknown>'):
   * one page per pattern, whose `path` is the pattern as composition.json routes it
   * ('/service/*'). The release step composes it like a route and the servers answer it
   * with status 404 (platform/deployment/site-layout.mjs, `notFoundFile`).
   */
  renderNotFound?(context: RenderContext): Promise<RenderedRoute[]>;
  /**
   * The catalogue's owner only (composition.json's catalogue.owner, mf-services): the
   * catalogue the footer lists, inlined into every route. The release engine refuses any
   * other part's render build that exports one, and the composer reads no other's.
   */
  serviceCatalogue?: readonly ServiceSummary[];
  /** The catalogue's owner only: that catalogue in each language (1.1). */
  serviceCatalogues?: Readonly<Record<Locale, readonly ServiceSummary[]>>;
  /**
   * Plain scripts, by name (ISLAND_NAME), that make its pages' markup answer before the app
   * arrives (decision 025). The composer inlines the one a page's markup names in
   * `data-island` into that page, and no other; a shell without islands leaves the markup
   * waiting for the app.
   */
  islands?: Readonly<Record<string, string>>;
  /**
   * The languages its pages are written in (1.1). A release without it renders English
   * only, and the composer gives it no pages under another language's prefix.
   */
  locales?: readonly Locale[];
}

/** What the shell's render build exports. */
export interface ShellRenderer {
  /**
   * Writes every page of the site from the live releases: the shell owns the shape of
   * its pages, so the release engine of any team composes with the live shell's copy.
   */
  composePages(input: SiteCompositionInput): Promise<ComposedPage[]>;
  /** The business identity this shell release was built with, published as site-config.json. */
  siteConfig: SiteConfig;
  /** Navbar, footer and floating links for `path`, with MAIN_SLOT where the page goes. */
  renderFrame(input: ShellFrameInput): Promise<string>;
  /** The not-found page, for paths no route serves. */
  renderNotFound(context: RenderContext): Promise<RenderedRoute>;
}

export interface ShellFrameInput {
  site: SiteConfig;
  /** The page's own path, with its language's prefix ('/hi/about'). */
  path: string;
  /** The language the frame is drawn in, at `path`'s twin in it; none means the default. */
  locale?: Locale;
  catalogue: readonly ServiceSummary[];
  /** The copyright year, as of the day the HTML is composed. */
  year: number;
}

/** Where the shell's frame leaves room for the page: replaced by the release step. */
export const MAIN_SLOT = '<!--jac:main-->';

/** A remote's federation manifest, as much of it as composing needs. */
export interface FederationManifest {
  exposes: ReadonlyArray<{
    name: string;
    assets: { js: { sync: string[] }; css: { sync: string[] } };
  }>;
}

/** What the shell's remotes.json and a page's data block say about one live remote. */
export interface RemoteDeployment {
  entry: string;
  version: string;
  contract: string;
}

/** One live remote release, as the release engine hands it to the composer. */
export interface LiveRemote {
  /** Federation name: "mf_services". */
  name: string;
  /** The URL its release folder is served at, ending in "/". */
  base: string;
  deployment: RemoteDeployment;
  /** The routes its release.json lists, each with the exposed module that renders it. */
  routes: ReadonlyArray<{ path: string; expose: string }>;
  renderer: RemoteRenderer;
  manifest: FederationManifest;
  /**
   * A file of the release (a CSS chunk, an SVG; a photo as base64), by its path inside
   * the release folder.
   */
  readFile(file: string, encoding?: 'utf8' | 'base64'): string;
}

export interface SiteCompositionInput {
  /** The site's public origin: "https://www.example.in". */
  origin: string;
  /** The shell's built index.html: its head tags and entry. */
  template: string;
  /** The shell build's CSS, inlined into every page. */
  shellCss: string;
  /** Where that CSS is served ('/assets/…css'): each page names what it inlined. */
  shellStylesheets?: readonly string[];
  remotes: readonly LiveRemote[];
  /** The copyright year, as of the day the pages are composed. */
  year: number;
}

/** The sha256 sources a page's Content-Security-Policy allows for its inline script and style. */
export interface InlineHashes {
  script: string[];
  style: string[];
}

/**
 * The same page in each language it is written in, and `x-default` (the default
 * language's): `hreflang` and the page's full URL. A page in one language has none.
 */
export type Alternates = ReadonlyArray<{ hreflang: Locale | 'x-default'; href: string }>;

export interface ComposedPage {
  /**
   * What the page answers: a route ("/home", "/hi/home"), a section's unknown paths
   * ("/service/*", "/hi/service/*"), or every other path ("*", "/hi/*": the shell's
   * not-found page). The release engine names the file the servers answer it from.
   */
  path: string;
  html: string;
  inlineHashes: InlineHashes;
  /**
   * The alternates its head links to: what the sitemap lists for it. None for a not-found
   * page, and from a shell composed before they were returned.
   */
  alternates?: Alternates;
}
