// @ts-check
// Composes each route's served HTML at release time, the way a layout server stitches
// fragments, but once per release instead of once per request. A route's page is:
//   the shell's frame (navbar, footer, floating links), rendered by the shell's render build
//   + the live remote's pre-rendered page inside <main>, rendered by that remote's render build
//   + the CSS both need, inlined, and the route's head (title, description, canonical,
//     Open Graph, JSON-LD)
//   + the route's remote configuration and the footer's catalogue as JSON data blocks
//   + an inline loader that starts the app after the first paint.
// Nothing here is compiled into the shell: a remote's release rewrites its own routes,
// and the not-found page of its wildcard route if its render build has one (served with
// status 404 for any path under it that names nothing: /_routes/service/404.html).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { composition } from '../composition.mjs';
import { recordInlineHashes, sha256Source } from './csp.mjs';
import { readJson, writeAtomically } from './files.mjs';
import { htmlDocument } from './html-document.mjs';
import {
  composedRoutesPath,
  notFoundFile,
  rendererDir,
  routeFile,
  SHELL_NOT_FOUND,
  shellCssPath,
  siteConfigPath,
  templatePath,
} from './site-layout.mjs';

const LOADER = readFileSync(join(import.meta.dirname, 'app-loader.js'), 'utf8')
  .replace(/^\/\/.*\n/gm, '')
  .trim();

/**
 * @typedef {{ name: string, folder: string, base: string, entry: string,
 *   deployment: { entry: string, version: string, contract: string },
 *   routes: Array<{ path: string, expose: string }>, renderer: string }} LiveRelease
 */

/** @param {string} dir @returns {Promise<any>} the render build's exports */
async function importRenderer(dir) {
  const file = join(dir, 'prerender.mjs');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the app before releasing it`);
  return import(pathToFileURL(file).href);
}

/**
 * What the shell's built index.html contributes: its head tags and its entry's files.
 * @param {string} site
 */
function readTemplate(site) {
  const html = readFileSync(templatePath(site), 'utf8');
  const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"/)?.[1];
  if (!entry) throw new Error(`${templatePath(site)} names no module entry`);
  return {
    lang: html.match(/<html lang="([^"]+)"/)?.[1] ?? 'en',
    shellHead: [
      ...html.matchAll(
        /<meta (?:charset|name="(?:viewport|theme-color)")[^>]*>|<link rel="icon"[^>]*>/g,
      ),
    ].map(([tag]) => tag.replace(/\s*\/>$/, '>')),
    entry,
    preload: [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  };
}

/**
 * An SVG as a data: URI, small and readable enough to sit in the page.
 * @param {string} svg
 */
const svgDataUri = (svg) =>
  `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%20/g, ' ').replace(/%2F/g, '/').replace(/%3D/g, '=').replace(/%3A/g, ':')}`;

/**
 * A remote's pre-rendered page made servable: the picture of its first screen (an <img>
 * with fetchpriority="high") inlined, so the first paint needs no request to the remote's
 * origin; every other asset URL pointed at the release that rendered it.
 *
 * @param {string} html
 * @param {{ assetBase: string, releaseBase: string, folder: string }} release
 */
function placeFragment(html, { assetBase, releaseBase, folder }) {
  let page = html.replace(/^(?:<link\b[^>]*\/?>)+/, (/** @type {string} */ links) =>
    // React hoists a preload for the first-screen image; it is inlined below instead.
    links.replace(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*\/?>/g, ''),
  );
  page = page.replace(/<img\b[^>]*fetchPriority="high"[^>]*>/gi, (/** @type {string} */ img) =>
    img.replace(new RegExp(`src="${assetBase}([^"]+\\.svg)"`), (_, /** @type {string} */ file) => {
      // data-live-src: what the app will show there, fetched before it takes over.
      return `src="${svgDataUri(readFileSync(join(folder, file), 'utf8'))}" data-live-src="${assetBase}${file}"`;
    }),
  );
  return page.replaceAll(assetBase, releaseBase);
}

/**
 * The file a composed page is served from: a route's, or for a wildcard pattern
 * ('/service/*') the not-found page of that section.
 * @param {string} path
 */
const servedFile = (path) => (path.endsWith('*') ? notFoundFile(path) : routeFile(path));

/**
 * The exposed module composition.json routes a remote's wildcard pattern to: its
 * not-found page needs that module's CSS and chunks, as its routes do.
 * @param {LiveRelease} release @param {string} pattern
 */
function patternExpose(release, pattern) {
  const route = composition.remotes[release.name]?.routes.find((item) => item.path === pattern);
  if (!route) {
    throw new Error(
      `${release.name} renders a not-found page for ${pattern}, a route composition.json does not give it`,
    );
  }
  return route.expose;
}

/**
 * The page chunks (or catalogue chunks) a remote's manifest lists for one exposed module.
 * @param {LiveRelease} release @param {string} expose
 * @returns {{ js: string[], css: string[] }}
 */
function exposedFiles(release, expose) {
  const manifest = readJson(join(release.folder, 'mf-manifest.json'));
  const entry = manifest.exposes.find(
    (/** @type {{ name: string }} */ item) => `./${item.name}` === expose,
  );
  return { js: entry?.assets.js.sync ?? [], css: entry?.assets.css.sync ?? [] };
}

/**
 * The CSS of every live release's exposed pages, by route, read once per composition.
 * @param {LiveRelease} release @param {string} expose
 */
function routeCss(release, expose) {
  return exposedFiles(release, expose)
    .css.map((file) => readFileSync(join(release.folder, file), 'utf8'))
    .join('\n');
}

/**
 * `releases`: { [remote app]: { name, folder, entry, base, renderer, routes, deployment } }
 * for the live releases; `apps`: whose routes to rewrite ('shell' rewrites all, and the
 * not-found page). Routes of other apps keep their HTML byte for byte.
 *
 * @param {string} site
 * @param {{ origin: string, releases: Record<string, LiveRelease>, apps: Set<string> }} composition
 */
export async function writeRouteHtml(site, { origin, releases, apps }) {
  if (!existsSync(templatePath(site)) || !existsSync(rendererDir(site, 'shell'))) return;
  const shell = await importRenderer(rendererDir(site, 'shell'));
  const siteConfig = readJson(siteConfigPath(site));
  const template = readTemplate(site);
  const shellCss = readFileSync(shellCssPath(site), 'utf8');
  // The footer's catalogue: from whichever live remote's render build exports one.
  const renderers = Object.fromEntries(
    await Promise.all(
      Object.entries(releases).map(async ([app, release]) => [
        app,
        await importRenderer(release.renderer),
      ]),
    ),
  );
  const catalogueOwner = Object.keys(renderers).find((app) => renderers[app].serviceCatalogue);
  const catalogue = catalogueOwner ? renderers[catalogueOwner].serviceCatalogue : [];
  const year = new Date().getFullYear();
  const context = { site: siteConfig, origin };
  // The shell's frame and the footer's catalogue are on every page.
  const rewritesAll =
    apps.has('shell') || (catalogueOwner !== undefined && apps.has(catalogueOwner));
  /** @type {Record<string, import('./csp.mjs').InlineHashes>} */
  const hashes = {};
  const composedRoutes = readJson(composedRoutesPath(site), {});
  /** @type {string[]} */
  const removed = [];

  /**
   * `path`: where the frame is rendered; `canonical`: the page's URL (a not-found page has none).
   * @param {{ path: string, file: string, rendered: { html: string, head: import('./html-document.mjs').PageHead },
   *   css: string, remotes?: object, preload: string[], canonical?: string }} page
   */
  const compose = async ({ path, file, rendered, css, remotes, preload, canonical }) => {
    const frame = await shell.renderFrame({ site: siteConfig, path, catalogue, year });
    const document = htmlDocument({
      lang: template.lang,
      shellHead: template.shellHead,
      head: rendered.head,
      canonical,
      siteName: siteConfig.businessName,
      css: `${shellCss}\n${css}`,
      // A function, so `$&` and the like in the page's text stay text.
      root: frame.replace(shell.MAIN_SLOT, () => rendered.html),
      data: {
        'jac-remotes': remotes,
        'jac-catalogue': catalogue,
        'jac-boot': { entry: template.entry, preload: [...template.preload, ...preload] },
      },
      loader: LOADER,
    });
    writeAtomically(join(site, 'shell', file), document);
    hashes[file] = {
      script: [sha256Source(LOADER)],
      style: [sha256Source(`${shellCss}\n${css}`)],
    };
  };

  /**
   * A remote's rendered page, its asset URLs pointed at the release, with the CSS and
   * chunks of the module that renders it.
   * @param {LiveRelease} release
   * @param {{ path: string, html: string, head: import('./html-document.mjs').PageHead }} page
   * @param {{ expose: string, file: string, canonical?: string }} where
   */
  const composeRemotePage = (release, page, { expose, file, canonical }) => {
    const fragment = placeFragment(page.html, {
      assetBase: shell.RENDER_ASSET_BASE,
      releaseBase: release.base,
      folder: release.folder,
    });
    const image = page.head.image && {
      ...page.head.image,
      url: page.head.image.url.replace(shell.RENDER_ASSET_BASE, release.base),
    };
    return compose({
      path: page.path,
      file,
      canonical,
      rendered: { html: fragment, head: { ...page.head, image } },
      css: routeCss(release, expose),
      remotes: { [release.name]: release.deployment },
      preload: [
        release.entry,
        ...exposedFiles(release, expose).js.map((file) => `${release.base}${file}`),
      ],
    });
  };

  for (const [app, release] of Object.entries(releases)) {
    if (!rewritesAll && !apps.has(app)) continue;
    const renderer = renderers[app];
    const rendered = await renderer.renderRoutes(context);
    /** @type {Array<{ path: string, html: string, head: import('./html-document.mjs').PageHead }>} */
    const notFound = renderer.renderNotFound ? await renderer.renderNotFound(context) : [];
    // A page the live release no longer serves (a service removed, a rollback to a
    // release without a not-found page) goes. Not-found pages are listed by pattern.
    const paths = [
      ...release.routes.map((route) => route.path),
      ...notFound.map((page) => page.path),
    ];
    const ownedElsewhere = (/** @type {string} */ path) =>
      Object.entries(composedRoutes).some(
        ([other, owned]) => other !== app && /** @type {string[]} */ (owned).includes(path),
      );
    for (const path of composedRoutes[app] ?? []) {
      // A route that moved to another remote keeps the page that remote composed.
      if (paths.includes(path) || ownedElsewhere(path)) continue;
      rmSync(join(site, 'shell', servedFile(path)), { force: true });
      removed.push(servedFile(path));
    }
    composedRoutes[app] = paths;
    for (const route of release.routes) {
      const page = rendered.find(
        (/** @type {{ path: string }} */ item) => item.path === route.path,
      );
      if (!page) throw new Error(`${app}'s render build did not render ${route.path}`);
      await composeRemotePage(release, page, {
        expose: route.expose,
        file: routeFile(route.path),
        canonical: `${origin}${route.path}`,
      });
    }
    // Not in the sitemap: the servers answer it, with 404, for what names nothing.
    for (const page of notFound) {
      await composeRemotePage(release, page, {
        expose: patternExpose(release, page.path),
        file: notFoundFile(page.path),
      });
    }
  }
  // Any other path: the shell's not-found page, in the same frame.
  if (rewritesAll) {
    const notFound = await shell.renderNotFound(context);
    await compose({
      path: '/404',
      file: SHELL_NOT_FOUND,
      rendered: notFound,
      css: '',
      preload: [],
    });
  }
  recordInlineHashes(site, hashes, removed);
  writeAtomically(composedRoutesPath(site), `${JSON.stringify(composedRoutes, null, 2)}\n`);
}

/**
 * The CSS of a shell build, in the order its files sort: what every page inlines.
 * @param {string} dist
 */
export function shellBuildCss(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => extname(file) === '.css')
    .sort()
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}
