// The deployment data of the site, in one place: where the served files live
// (deploy/site by default), where each remote is served from (deploy/targets.json),
// and the files the deploy step composes (remotes.json, sitemap.xml, robots.txt).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { rendererDir, writeRouteHtml } from './route-html.mjs';

export const ROOT = join(dirname(new URL(import.meta.url).pathname), '../..');

export const REMOTES = {
  'mf-marketing': 'mf_marketing',
  'mf-services': 'mf_services',
  'mf-contact': 'mf_contact',
};

/** Reads `--name value` options after the positional arguments. */
export function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--'))
      options[argv[i].slice(2)] = argv[i + 1]?.startsWith('--') ? true : (argv[++i] ?? true);
    else positional.push(argv[i]);
  }
  return { positional, options };
}

export function deploymentOf(options) {
  // Relative to where the command runs; absolute paths as they are.
  const site = options.site ? resolve(options.site) : join(ROOT, 'deploy/site');
  const targetsFile = options.targets
    ? resolve(options.targets)
    : join(ROOT, 'deploy/targets.json');
  return { site, targets: readJson(targetsFile) };
}

export function readJson(path, fallback) {
  if (!existsSync(path)) {
    if (fallback !== undefined) return fallback;
    throw new Error(`${path} is missing`);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Written to a temporary file and renamed, so a server never reads half a file. */
export function writeAtomically(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

export function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Same files, same id: releasing unchanged code twice makes no new release. */
export function contentId(...dirs) {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of filesBelow(dir)) {
      hash.update(file);
      hash.update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Kept beside the served folders, not in them: deployment records are not for visitors. */
const historyPath = (site, app) => join(site, 'history', `${app}.json`);

export function readHistory(site, app) {
  return readJson(historyPath(site, app), { current: null, releases: [] });
}

export function writeHistory(site, app, history) {
  writeAtomically(historyPath(site, app), `${JSON.stringify(history, null, 2)}\n`);
}

/** Every app: what a shell release or a change of targets recomposes. */
export const ALL_APPS = new Set(['shell', ...Object.keys(REMOTES)]);

/**
 * Rewrites the shell's remotes.json, sitemap.xml, robots.txt and the HTML of the routes
 * of `apps` (the app just released or rolled back; all of them for the shell) from each
 * remote's current release. This is the only place a release touches the shell's folder.
 */
export async function composeShellData({ site, targets }, apps = ALL_APPS) {
  const remotes = {};
  const routes = [];
  const releases = {};
  for (const [app, name] of Object.entries(REMOTES)) {
    const { current } = readHistory(site, app);
    if (!current) continue;
    const folder = join(site, app, 'releases', current);
    const info = readJson(join(folder, 'release.json'));
    const base = `${targets[name]}/releases/${current}/`;
    const entry = `${base}remoteEntry.js`;
    const deployment = { entry, version: info.version, contract: info.contract };
    remotes[name] = { ...deployment, release: current };
    routes.push(...info.routes.map((route) => route.path));
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

function sitemap(origin, routes) {
  const urls = [...new Set(routes)]
    .sort()
    .map((route) => `  <url><loc>${origin}${route}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
