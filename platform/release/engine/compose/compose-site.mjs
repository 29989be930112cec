// @ts-check
// A composition: the files of the shell's folder that depend on which releases are
// live (every page, remotes.json, sitemap.xml, robots.txt, site-config.json) and their
// CSP hashes, made in memory from the live releases, in two steps. The pages are written
// by the live shell's composer (its render build's composePages), never by this
// checkout's code: a remote's release cannot change the shape of the pages. Every render
// build runs in a sandbox of its own (sandbox/), and what comes out passes the gate
// (gate/values.mjs): composedPages. The rest is the engine's, from data:
// assembleComposition. A job that holds a credential takes the second step alone, on
// pages a job without one made (compositions.mjs, decision 027).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition } from 'composition';
import { FRAME_FILES, parseJson, readJson, servedFile } from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { checkedIslands } from '../../gate/render-islands.mjs';
import {
  assertComposedPage,
  assertDeclaredRoutes,
  assertReleaseInfo,
  assertRenderedPath,
} from '../../gate/values.mjs';
import { partOfPage, withPageReleases } from '../../site/page-releases.mjs';
import { sitemapXml } from '../../site/sitemap.mjs';

/**
 * @import { ComposedPage, InlineHashes, RemoteDeployment } from 'shared-types'
 * @import { Composition } from '../../core/engine-types.mjs'
 * @import { Targets } from '../../core/targets.mjs'
 * @import { VerifiedProvenance } from '../../provenance/record.mjs'
 * @import { DescribedRemote } from '../../sandbox/composer-host.mjs'
 * @import { SandboxPool } from '../../sandbox/pool.mjs'
 * @import { Sandbox } from '../../sandbox/sandbox.mjs'
 * @import { LocalRemote, LocalSite } from './materialize.mjs'
 */

/**
 * Every page, by the live shell's composer, each remote's pages by its own render build:
 * each in a sandbox of its own (started once a release: `sandboxes`; the composer's, for
 * the same live releases, keeps the handlers of its first start, which name the same
 * render builds), their answers checked by the gate on the way.
 * @param {{ id: string, renderer: string }} shellRelease
 * @param {Array<LocalRemote & { live: DescribedRemote }>} remotes
 * @param {Targets} targets @param {Date} now
 * @param {SandboxPool} sandboxes
 * @returns {Promise<ComposedPage[]>}
 */
async function composePages(shellRelease, remotes, targets, now, sandboxes) {
  /** @type {Map<string, { app: string, sandbox: Sandbox }>} */
  const renderers = new Map();
  // Every sandbox starts at once: each is a process of its own.
  const starting = remotes.map(async (remote) => {
    const sandbox = await sandboxes.start(`${remote.app}'s render build`, 'render-host.mjs', {
      argument: remote.renderer,
      reads: [remote.renderer],
    });
    renderers.set(remote.name, { app: remote.app, sandbox });
    remote.live.description = describedAs(remote.app, await sandbox.call('describe'));
  });
  const composerStarting = sandboxes.start(
    `the live shell release ${shellRelease.id}`,
    'composer-host.mjs',
    {
      argument: shellRelease.renderer,
      reads: [shellRelease.renderer, ...remotes.map((remote) => remote.folder)],
      // Its own limit and each remote's: a remote that hangs is stopped, and named, first.
      calls: remotes.length + 1,
      handlers: {
        // The composer asks for a remote's pages: that remote's own sandbox renders them.
        render: async (/** @type {string} */ name, /** @type {string} */ method, context) => {
          const remote = renderers.get(name);
          if (!remote || (method !== 'renderRoutes' && method !== 'renderNotFound')) {
            throw new Error(`no render build ${name}.${method}`);
          }
          return checkedPages(remote.app, await remote.sandbox.call(method, context), method);
        },
      },
    },
  );
  const [composer] = await Promise.all([composerStarting, ...starting]);
  /** @type {unknown} */
  const pages = await composer.call('composePages', {
    origin: targets.shell,
    template: readFileSync(join(shellRelease.renderer, FRAME_FILES.template), 'utf8'),
    shellCss: readFileSync(join(shellRelease.renderer, FRAME_FILES.css), 'utf8'),
    // A shell released before the pages named their inlined stylesheets has no list.
    shellStylesheets: readJson(join(shellRelease.renderer, FRAME_FILES.stylesheets), []),
    remotes: remotes.map((remote) => remote.live),
    year: now.getFullYear(),
  });
  if (!Array.isArray(pages)) throw new Error("the live shell's composer returned no pages");
  for (const page of pages) {
    assertComposedPage(page, targets.shell);
    // A composed page adds the frame and its inlined CSS to the remote's page.
    if (Buffer.byteLength(page.html) > 2 * MAX_PAGE_BYTES) {
      throw new RefusedRelease(`the live shell's composer made ${page.path} larger than 2 MB`);
    }
  }
  return pages;
}

/**
 * What a remote's render build said of itself, as plain data.
 * @param {string} app @param {any} description @returns {DescribedRemote['description']}
 */
function describedAs(app, description) {
  const locales = description?.locales;
  if (
    locales !== undefined &&
    (!Array.isArray(locales) || locales.some((locale) => typeof locale !== 'string'))
  ) {
    throw new RefusedRelease(
      `${app}: its render build's locales ${JSON.stringify(locales)} are not a list of languages`,
    );
  }
  assertCatalogueOwner(app, description);
  return {
    ...description,
    rendersNotFound: description?.rendersNotFound === true,
    islands: checkedIslands(app, description?.islands),
  };
}

/**
 * The footer on every page, the pages' jac-catalogue and the enquiry form's choices list
 * one part's catalogue: the remote composition.json names its owner. Any other part's
 * render build that exports one is refused, not passed over: a composer that took the
 * first in composition order would list it on every page.
 * @param {string} app @param {any} description
 */
function assertCatalogueOwner(app, description) {
  const { owner } = composition.catalogue;
  const declares = ['serviceCatalogue', 'serviceCatalogues'].filter(
    (key) => description?.[key] !== undefined,
  );
  if (declares.length === 0 || composition.remotes[owner]?.package === app) return;
  throw new RefusedRelease(
    `${app}: its render build exports ${declares.join(' and ')}, but the service catalogue is ${owner}'s (${composition.remotes[owner]?.package}): composition.json names its owner`,
  );
}

/** A rendered page's HTML at most: the largest page today is about 50 KB. */
export const MAX_PAGE_BYTES = 1024 * 1024;

/**
 * A remote's rendered pages: only its own routes (or, for renderNotFound, its patterns),
 * each with text where text belongs, and none larger than MAX_PAGE_BYTES.
 * @param {string} app @param {unknown} pages @param {string} method
 */
function checkedPages(app, pages, method) {
  if (!Array.isArray(pages))
    throw new RefusedRelease(`${app}: its render build returned no pages from ${method}`);
  for (const page of pages) {
    assertRenderedPath(app, page?.path, method === 'renderNotFound' ? 'pattern' : 'route');
    if (typeof page.html !== 'string' || typeof page.head?.title !== 'string') {
      throw new RefusedRelease(`${app}: its page ${page.path} has no html or title`);
    }
    const bytes = Buffer.byteLength(page.html) + Buffer.byteLength(JSON.stringify(page.head));
    if (bytes > MAX_PAGE_BYTES) {
      throw new RefusedRelease(
        `${app}: its page ${page.path} is ${bytes} bytes, more than ${MAX_PAGE_BYTES} a page may be`,
      );
    }
  }
  return pages;
}

/**
 * What the live remotes' release folders say of them, as the shell's composer is given
 * them: read from the local folders, checked again (a bucket's copy is not trusted).
 * @param {LocalSite} local @param {Targets} targets
 * @returns {Array<LocalRemote & { live: DescribedRemote }>}
 */
function describedRemotes(local, targets) {
  return local.remotes.map((remote) => {
    const read = (/** @type {string} */ file) => readFileSync(join(remote.folder, file), 'utf8');
    const info = parseJson(read('release.json'), join(remote.folder, 'release.json'));
    assertDeclaredRoutes(remote.app, info.routes);
    assertReleaseInfo(remote.app, info);
    const base = `${originOf(targets, remote.name)}/releases/${remote.id}/`;
    return {
      ...remote,
      live: {
        name: remote.name,
        base,
        deployment: {
          entry: `${base}remoteEntry.js`,
          version: info.version,
          contract: info.contract,
        },
        routes: info.routes,
        manifest: parseJson(read('mf-manifest.json'), join(remote.folder, 'mf-manifest.json')),
        folder: remote.folder,
        description: { rendersNotFound: false },
      },
    };
  });
}

/** @param {Targets} targets @param {string} name */
function originOf(targets, name) {
  const origin = targets[name];
  if (!origin) {
    throw new Error(`the targets name no origin for ${name}: add "${name}" to the targets file`);
  }
  return origin;
}

/**
 * Every page of the live releases, by the live shell's composer and each remote's render
 * build, behind the walls: the one step of a composition that runs a team's code, so the
 * one a job holding a credential never takes (compositions.mjs brings its result as data).
 * @param {LocalSite} local the live releases, as local folders
 * @param {Targets} targets @param {Date} now
 * @param {SandboxPool} sandboxes the release's render builds
 * @returns {Promise<ComposedPage[]>}
 */
export async function composedPages(local, targets, now, sandboxes) {
  // No shell is live yet (a new site whose remotes go first): no pages until it is.
  if (!local.shell) return [];
  return composePages(local.shell, describedRemotes(local, targets), targets, now, sandboxes);
}

/**
 * The pages a composer returned, checked as the gate checks them on the way out of its
 * sandbox: what a composition brought from another job must pass too.
 * @param {unknown} pages @param {string} origin
 * @returns {ComposedPage[]}
 */
export function checkedComposedPages(pages, origin) {
  if (!Array.isArray(pages)) throw new RefusedRelease('the composition holds no list of pages');
  for (const page of pages) {
    assertComposedPage(page, origin);
    if (typeof page.html !== 'string' || Buffer.byteLength(page.html) > 2 * MAX_PAGE_BYTES) {
      throw new RefusedRelease(`the composition's ${page.path} is no page of 2 MB at most`);
    }
  }
  return pages;
}

/**
 * @typedef {{ app: string, name: string, id: string, routes: Array<{ path: string }>, version: string, contract: string }} LiveRemoteFacts
 * @typedef {{ shell: { id: string, siteConfig: Buffer } | null, remotes: LiveRemoteFacts[], provenance?: Record<string, VerifiedProvenance>, manifests?: Record<string, Buffer> }} LiveFacts
 *   what the engine writes of a composition beside the pages, read from the live
 *   releases' own files as data (live-facts.mjs)
 */

/**
 * A composition from its pages and the live releases' facts: every file the engine
 * writes itself (each page's releases, remotes.json, sitemap.xml, robots.txt,
 * site-config.json) is made here, from data, whoever composed the pages.
 * @param {LiveFacts} facts @param {ComposedPage[]} pages
 * @param {Targets} targets
 * @returns {Composition}
 */
export function assembleComposition(facts, pages, targets) {
  /** @type {Record<string, RemoteDeployment & { release: string }>} */
  const remotes = {};
  for (const remote of facts.remotes) {
    const base = `${originOf(targets, remote.name)}/releases/${remote.id}/`;
    remotes[remote.name] = {
      entry: `${base}remoteEntry.js`,
      version: remote.version,
      contract: remote.contract,
      release: remote.id,
    };
  }
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @type {Record<string, InlineHashes>} */
  const hashes = {};
  for (const page of pages) {
    const file = servedFile(page.path);
    const part = partOfPage(page.path, facts.remotes);
    const releases = {
      ...(facts.shell ? { shell: facts.shell.id } : {}),
      ...(part ? { [part.app]: part.id } : {}),
    };
    files.set(file.slice(1), Buffer.from(withPageReleases(page.html, releases)));
    hashes[file] = page.inlineHashes;
  }
  const text = (/** @type {string} */ value) => Buffer.from(value);
  files.set('remotes.json', text(`${JSON.stringify(remotes, null, 2)}\n`));
  // Each page with the alternates the composer returned for it: no HTML is read.
  files.set('sitemap.xml', text(sitemapXml(targets.shell, pages)));
  files.set(
    'robots.txt',
    text(`User-agent: *\nAllow: /\n\nSitemap: ${targets.shell}/sitemap.xml\n`),
  );
  // The business identity of the live shell release, which every page was composed with.
  if (facts.shell) files.set('site-config.json', facts.shell.siteConfig);
  return { shell: files, hashes, remotes, provenance: facts.provenance ?? {} };
}
