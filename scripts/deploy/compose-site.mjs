// @ts-check
// The deployment data the shell's folder serves, composed from the live releases:
// remotes.json, sitemap.xml, robots.txt and the HTML of the routes of the apps just
// released. This is the only place a release touches the shell's folder.
import { join } from 'node:path';
import { REMOTES } from '../composition.mjs';
import { readJson, writeAtomically } from './files.mjs';
import { readHistory } from './history.mjs';
import { writeRouteHtml } from './route-html.mjs';
import { releaseDir, rendererDir } from './site-layout.mjs';

/** Every app: what a shell release or a change of targets recomposes. */
export const ALL_APPS = new Set(['shell', ...Object.keys(REMOTES)]);

/**
 * @param {Pick<import('./deployment.mjs').Deployment, 'site' | 'targets'>} deployment
 * @param {Set<string>} [apps] whose routes' HTML to rewrite (all by default)
 */
export async function composeShellData({ site, targets }, apps = ALL_APPS) {
  /** @type {Record<string, object>} */
  const remotes = {};
  /** @type {string[]} */
  const routes = [];
  /** @type {Record<string, import('./route-html.mjs').LiveRelease>} */
  const releases = {};
  for (const [app, name] of Object.entries(REMOTES)) {
    const { current } = readHistory(site, app);
    if (!current) continue;
    if (!targets[name]) {
      throw new Error(`the targets name no origin for ${name}: add "${name}" to the targets file`);
    }
    const folder = releaseDir(site, app, current);
    const info = readJson(join(folder, 'release.json'));
    const base = `${targets[name]}/releases/${current}/`;
    const entry = `${base}remoteEntry.js`;
    const deployment = { entry, version: info.version, contract: info.contract };
    remotes[name] = { ...deployment, release: current };
    routes.push(...info.routes.map((/** @type {{ path: string }} */ route) => route.path));
    releases[app] = {
      name,
      folder,
      base,
      entry,
      deployment,
      routes: info.routes,
      renderer: rendererDir(site, app, current),
    };
  }
  writeAtomically(join(site, 'shell/remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  writeAtomically(join(site, 'shell/sitemap.xml'), sitemap(targets.shell, routes));
  await writeRouteHtml(site, { origin: targets.shell, releases, apps });
  writeAtomically(
    join(site, 'shell/robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${targets.shell}/sitemap.xml\n`,
  );
  return remotes;
}

/** @param {string} origin @param {string[]} routes */
function sitemap(origin, routes) {
  const urls = [...new Set(routes)]
    .sort()
    .map((route) => `  <url><loc>${origin}${route}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
