// Per-route HTML, composed at deploy from the shell's index.html and each remote's own
// build output: modulepreload hints for the route's remote entry and page chunks (and
// for the footer's catalogue), so they download alongside the shell instead of after it.
// Nothing here is compiled into the shell: a remote's release rewrites its routes' HTML.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomically } from './deployment.mjs';

/** Kept outside the served folder: the shell release's index.html, before composition. */
export const templatePath = (site) => join(site, 'templates/shell-index.html');

/** The page (or catalogue) chunks a remote's manifest lists for one exposed module. */
function chunksOf(release, expose) {
  const manifest = JSON.parse(readFileSync(join(release.folder, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.exposes.find((item) => `./${item.name}` === expose);
  const base = release.entry.replace(/remoteEntry\.js$/, '');
  return [release.entry, ...(entry?.assets.js.sync ?? []).map((file) => `${base}${file}`)];
}

function withPreloads(template, urls) {
  const links = [...new Set(urls)]
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
    .join('');
  return template.replace('</head>', `${links}</head>`);
}

/** `releases`: { [remote app]: { folder, entry, routes } } for the live releases. */
export function writeRouteHtml(site, releases) {
  if (!existsSync(templatePath(site))) return;
  const template = readFileSync(templatePath(site), 'utf8');
  const services = releases['mf-services'];
  // Every page's footer lists the catalogue that mf-services exposes.
  const footer = services ? chunksOf(services, './Catalogue') : [];
  writeAtomically(join(site, 'shell/index.html'), withPreloads(template, footer));
  for (const release of Object.values(releases)) {
    for (const route of release.routes) {
      const html = withPreloads(template, [...chunksOf(release, route.expose), ...footer]);
      const folder = route.path === '/' ? '' : route.path;
      writeAtomically(join(site, 'shell/_routes', folder, 'index.html'), html);
    }
  }
}
