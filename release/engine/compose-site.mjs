// @ts-check
// A composition: the files of the shell's folder that depend on which releases are
// live (every page, remotes.json, sitemap.xml, robots.txt, site-config.json) and their
// CSP hashes, made in memory from the live releases. The pages are written by the live
// shell's composer (its render build's composePages), never by this checkout's code: a
// remote's release cannot change the shape of the pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FRAME_FILES, servedFile } from '../site/site-layout.mjs';
import { parseJson } from '../storage/files.mjs';

/**
 * @typedef {import('shared-types').ShellRenderer} ShellRenderer
 * @typedef {import('shared-types').RemoteRenderer} RemoteRenderer
 * @typedef {{ shell: Map<string, Buffer>, hashes: Record<string, import('shared-types').InlineHashes>, remotes: Record<string, object> }} Composition
 *   `shell`: files by path inside the shell's folder; `hashes`: each page's CSP hashes, by served file
 */

/**
 * A render build's exports, as the contract in shared-types says.
 * @template T @param {string} dir @returns {Promise<T>}
 */
async function importRenderer(dir) {
  const file = join(dir, 'prerender.mjs');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the app before releasing it`);
  return import(pathToFileURL(file).href);
}

/** The hreflang alternates a composed page declares in its head: its translations. @param {string} html */
const alternatesIn = (html) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, hreflang, href]) => ({ hreflang, href }),
  );

/**
 * Every page a search engine should know, in every language, each with the same
 * alternates its head declares (one source of truth: the composed page).
 * @param {string} origin @param {import('shared-types').ComposedPage[]} pages
 */
function sitemap(origin, pages) {
  const urls = pages
    .filter((page) => !page.path.endsWith('*'))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const alternates = alternatesIn(page.html).map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      );
      return [`  <url>`, `    <loc>${origin}${page.path}</loc>`, ...alternates, `  </url>`].join(
        '\n',
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * Every page, by the live shell's composer.
 * @param {{ id: string, renderer: string }} shellRelease
 * @param {import('shared-types').LiveRemote[]} remotes
 * @param {import('../cli/deployment.mjs').Targets} targets @param {Date} now
 */
async function composePages(shellRelease, remotes, targets, now) {
  /** @type {ShellRenderer} */
  const shell = await importRenderer(shellRelease.renderer);
  if (typeof shell.composePages !== 'function') {
    throw new Error(
      `the live shell release ${shellRelease.id} has no composer: release the shell from an up-to-date checkout first`,
    );
  }
  return shell.composePages({
    origin: targets.shell,
    template: readFileSync(join(shellRelease.renderer, FRAME_FILES.template), 'utf8'),
    shellCss: readFileSync(join(shellRelease.renderer, FRAME_FILES.css), 'utf8'),
    remotes,
    year: now.getFullYear(),
  });
}

/**
 * @param {import('./materialize.mjs').LocalSite} local the live releases, as local folders
 * @param {import('../cli/deployment.mjs').Targets} targets where each app is served
 * @param {Date} now
 * @returns {Promise<Composition>}
 */
export async function composeSite(local, targets, now) {
  /** @type {Record<string, import('shared-types').RemoteDeployment & { release: string }>} */
  const remotes = {};
  /** @type {import('shared-types').LiveRemote[]} */
  const live = [];
  for (const remote of local.remotes) {
    const origin = targets[remote.name];
    if (!origin) {
      throw new Error(
        `the targets name no origin for ${remote.name}: add "${remote.name}" to the targets file`,
      );
    }
    const read = (/** @type {string} */ file, /** @type {'utf8' | 'base64'} */ encoding = 'utf8') =>
      readFileSync(join(remote.folder, file), encoding);
    const info = parseJson(read('release.json'), join(remote.folder, 'release.json'));
    const base = `${origin}/releases/${remote.id}/`;
    const deployment = {
      entry: `${base}remoteEntry.js`,
      version: info.version,
      contract: info.contract,
    };
    remotes[remote.name] = { ...deployment, release: remote.id };
    live.push({
      name: remote.name,
      base,
      deployment,
      routes: info.routes,
      renderer: await importRenderer(remote.renderer),
      manifest: parseJson(read('mf-manifest.json'), join(remote.folder, 'mf-manifest.json')),
      readFile: read,
    });
  }
  // No shell is live yet (a new site whose remotes go first): no pages until it is.
  const pages = local.shell ? await composePages(local.shell, live, targets, now) : [];
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @type {Record<string, import('shared-types').InlineHashes>} */
  const hashes = {};
  for (const page of pages) {
    const file = servedFile(page.path);
    files.set(file.slice(1), Buffer.from(page.html));
    hashes[file] = page.inlineHashes;
  }
  const text = (/** @type {string} */ value) => Buffer.from(value);
  files.set('remotes.json', text(`${JSON.stringify(remotes, null, 2)}\n`));
  files.set('sitemap.xml', text(sitemap(targets.shell, pages)));
  files.set(
    'robots.txt',
    text(`User-agent: *\nAllow: /\n\nSitemap: ${targets.shell}/sitemap.xml\n`),
  );
  // The business identity of the live shell release, which every page was composed with.
  if (local.shell) {
    files.set('site-config.json', readFileSync(join(local.shell.renderer, FRAME_FILES.siteConfig)));
  }
  return { shell: files, hashes, remotes };
}
