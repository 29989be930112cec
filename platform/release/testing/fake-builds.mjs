// @ts-check
// Small stand-ins for the apps' builds, enough for the engine: a shell whose render
// build has a composer that writes one line per page (tagged, so a test can tell two
// composers apart), and remotes with one route each. Not used outside tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { composition } from 'composition';

/** @param {string} root @param {Record<string, string>} files */
function writeFiles(root, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/**
 * What a stand-in part lets the owner edit, as its build writes it (content-collections.json):
 * one file, in its content/ folder. @param {string} app
 */
export const fakePartContent = (app) =>
  JSON.stringify({
    app,
    mediaFolder: 'content/images',
    collections: [
      {
        kind: 'file',
        name: `${app}-texts`,
        label: `${app}'s words`,
        file: 'content/texts.json',
        schema: { type: 'object', properties: { title: { type: 'string', title: 'Title' } } },
      },
    ],
  });

/** The business details a stand-in shell shows: the owner's, not a placeholder. */
const TEST_SITE_CONFIG = { businessName: 'Test', phoneE164: '+910000000000' };

/**
 * A shell build in `dir`: dist/ and dist-render/ (whose composer tags every page `tag`),
 * showing `siteConfig`.
 * @param {string} dir @param {string} tag @param {object} [siteConfig]
 */
export function fakeShellBuild(dir, tag, siteConfig = TEST_SITE_CONFIG) {
  writeFiles(dir, {
    'package.json': JSON.stringify({ version: '1.0.0' }),
    'dist/index.html': '<html lang="en"><script type="module" src="/assets/entry.js"></script>',
    'dist/assets/entry.js': `// shell ${tag}`,
    'dist/assets/app.css': 'body{margin:0}',
    'dist/content-collections.json': fakePartContent('shell'),
    'dist-render/prerender.mjs': `
export const siteConfig = ${JSON.stringify(siteConfig)};
export async function composePages({ remotes, origin }) {
  const hashes = { script: ["'sha256-${'x'.repeat(43)}='"], style: ["'sha256-${'y'.repeat(43)}='"] };
  const pages = [];
  for (const remote of remotes) {
    const rendered = await remote.renderer.renderRoutes({ site: siteConfig, origin });
    for (const page of rendered) {
      pages.push({ path: page.path, html: '<!-- ${tag} -->' + page.html + ' ' + remote.base, inlineHashes: hashes });
    }
  }
  pages.push({ path: '*', html: '<!-- ${tag} --> not found', inlineHashes: hashes });
  return pages;
}
`,
  });
  return dir;
}

/**
 * A remote build in `dir` serving `route` (one of its routes in composition.json), in
 * version `version`. `renderBody` replaces its render build's renderRoutes body: the
 * tests' hostile and careless render builds.
 * @param {string} dir
 * @param {{ name: string, route: string, version: string, renderBody?: string }} remote
 */
export function fakeRemoteBuild(dir, { name, route, version, renderBody }) {
  const expose = composition.remotes[name]?.routes.find((item) => item.path === route)?.expose;
  writeFiles(dir, {
    'dist/release.json': JSON.stringify({
      name,
      version,
      contract: '1.0.0',
      routes: [{ path: route, expose: expose ?? './Page' }],
    }),
    'dist/mf-manifest.json': JSON.stringify({ exposes: [] }),
    'dist/remoteEntry.js': `// ${name} ${version}`,
    'dist/content-collections.json': fakePartContent(composition.remotes[name]?.package ?? name),
    'dist-render/prerender.mjs': `
export async function renderRoutes() {
  ${renderBody ?? `return [{ path: ${JSON.stringify(route)}, html: '<h1>${name} ${version}</h1>', head: { title: 't', description: 'd' } }];`}
}
`,
  });
  return dir;
}

/**
 * The engine tests' stand-in candidates, built in a folder of `work()` (a test's own): a
 * shell whose composer tags its pages, mf-contact and mf-marketing at a version.
 * @param {() => string} work
 */
export const fakeCandidates = (work) => ({
  /** @param {string} tag @param {object} [siteConfig] */
  shell: async (tag, siteConfig) => {
    const { candidateOf } = await import('../engine/release/candidate.mjs');
    return candidateOf('shell', fakeShellBuild(join(work(), `shell-${tag}`), tag, siteConfig));
  },
  /**
   * mf-contact, its render build's renderRoutes replaced by `renderBody`.
   * @param {string} version @param {string} [renderBody] @param {string} [route]
   */
  contact: async (version, renderBody, route = '/contact') => {
    const { candidateOf } = await import('../engine/release/candidate.mjs');
    const dir = join(work(), `contact-${version}`);
    const remote = { name: 'mf_contact', route, version, renderBody };
    return candidateOf('mf-contact', fakeRemoteBuild(dir, remote));
  },
  /** @param {string} version */
  marketing: async (version) => {
    const { candidateOf } = await import('../engine/release/candidate.mjs');
    const dir = join(work(), `marketing-${version}`);
    return candidateOf(
      'mf-marketing',
      fakeRemoteBuild(dir, { name: 'mf_marketing', route: '/', version }),
    );
  },
});
