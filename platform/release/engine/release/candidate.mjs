// @ts-check
// A built app as the engine releases it: its content id, version and contract, and which
// local folders go where. A remote is its browser build (dist/) and its render build
// (dist-render/). The shell's browser build goes into the shell's folder (hashed files,
// so earlier releases keep theirs); its render build, with its frame (index.html, CSS,
// SiteConfig), becomes an immutable folder that names its composer.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import {
  COMPOSED_SHELL_FILES,
  FRAME_FILES,
  readJson,
  releasePath,
  rendererPath,
  SHELL_FOLDER,
} from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { assertPlainOutput, siteConfigBroughtIn } from '../../gate/build-output.mjs';
import { PART_CONTENT_FILE } from '../../gate/part-content.mjs';
import { routePaths } from '../../gate/routes.mjs';
import { startSandbox } from '../../sandbox/sandbox.mjs';
import { contentId, writeAtomically } from '../../storage/files.mjs';

/**
 * @import { SiteConfig } from 'shared-types'
 * @import { Candidate } from '../../core/engine-types.mjs'
 * @import { ReleaseRoutes } from '../../gate/routes.mjs'
 */

/**
 * @typedef {Candidate & { siteConfig?: SiteConfig, dispose: () => void }} BuiltCandidate
 */

/**
 * The CSS of a shell build, in the order its files sort: what every page inlines.
 * @param {string} dist
 */
export function shellBuildCss(dist) {
  return shellCssFiles(dist)
    .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
    .join('\n');
}

/** The shell build's stylesheets, in the order shellBuildCss joins them. @param {string} dist */
const shellCssFiles = (dist) =>
  readdirSync(join(dist, 'assets'))
    .filter((file) => extname(file) === '.css')
    .sort();

/**
 * Where the shell's stylesheets are served (its base is '/'): the composed pages inline
 * them and name them, so the app does not fetch them again. @param {string} dist
 */
export const shellBuildStylesheets = (dist) => shellCssFiles(dist).map((file) => `/assets/${file}`);

/**
 * What of a build is released: not its hidden files (Vite's .vite/manifest.json, which
 * maps sources to chunks and is no visitor's business). @param {string} file
 */
const released = (file) => !file.split('/').some((segment) => segment.startsWith('.'));

/**
 * What of a browser build is served: not what the part lets the owner edit, which goes
 * with its render build (never served) and reaches the editor through the composer.
 * @param {string} file
 */
const served = (file) => released(file) && file !== PART_CONTENT_FILE;

/**
 * What of the shell's browser build is served: not its own index.html and remotes.json,
 * which are composed. @param {string} file
 */
const shellServed = (file) =>
  served(file) && !COMPOSED_SHELL_FILES.has(file) && !file.startsWith('_routes/');

/**
 * What the part lets the owner edit, as its build wrote it (checked by the gate, with the
 * release's rules): undefined when it wrote none. @param {string} dist
 */
const partContentIn = (dist) => {
  const path = join(dist, PART_CONTENT_FILE);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

/**
 * The business details a shell's render build exports, asked of it behind the walls: the
 * shell is another team's code like any part.
 * @param {string} renderDist @returns {Promise<SiteConfig>}
 */
export async function shellSiteConfig(renderDist) {
  const sandbox = await startSandbox("the shell's render build", 'composer-host.mjs', {
    argument: renderDist,
    reads: [renderDist],
  });
  try {
    const siteConfig = await sandbox.call('siteConfig');
    if (!siteConfig || typeof siteConfig !== 'object' || Array.isArray(siteConfig)) {
      throw new RefusedRelease("the shell's render build exports no siteConfig object");
    }
    return siteConfig;
  } finally {
    sandbox.close();
  }
}

/**
 * @param {string} app a remote's package folder, or 'shell'
 * @param {string} source the folder it was built from (its package.json)
 * @param {string} [built] where its dist/ and dist-render/ are: `source`, or an artifact's folder
 * @returns {Promise<BuiltCandidate>}
 */
export async function candidateOf(app, source, built = source) {
  const [dist, renderDist] = [join(built, 'dist'), join(built, 'dist-render')];
  // Before anything of it is read: a link, a FIFO or a setuid file is refused.
  assertPlainOutput(app, dist);
  assertPlainOutput(app, renderDist);
  if (!existsSync(join(renderDist, 'prerender.mjs'))) {
    throw new Error(`${renderDist}/prerender.mjs is missing: build ${app} before releasing it`);
  }
  const id = contentId(dist, renderDist);
  if (app !== SHELL_FOLDER) {
    /** @type {{ version: string, contract: string } & ReleaseRoutes} */
    const built = readJson(join(dist, 'release.json'));
    return {
      app,
      id,
      info: { version: built.version, contract: built.contract },
      routes: routePaths(built),
      partContent: partContentIn(dist),
      folders: [
        { dir: dist, folder: releasePath(app, id), include: served },
        // A render build's own copy of the file is not taken: only the browser build's,
        // which the gate checked, goes with it (else a part could skip the check).
        { dir: renderDist, folder: rendererPath(app, id), include: served },
        // Kept with the render build: the composer gives the live one to the editor.
        {
          dir: dist,
          folder: rendererPath(app, id),
          include: (file) => file === PART_CONTENT_FILE,
        },
      ],
      dispose: () => {},
    };
  }
  // A build brought from another job brings them as data: that job asked them behind
  // the walls, and the job releasing it holds a key and starts no team code.
  const brought = built !== source ? siteConfigBroughtIn(built) : undefined;
  /** @type {SiteConfig} the gate checks its values (assertReleasable) */
  const siteConfig = brought
    ? /** @type {SiteConfig} */ (brought)
    : await shellSiteConfig(renderDist);
  const manifest = join(source, 'package.json');
  /** @type {{ version: string }} */
  const { version } = existsSync(manifest) ? readJson(manifest) : { version: '0.0.0' };
  // The frame beside the render build, so one immutable folder holds all a composition needs.
  const frame = mkdtempSync(join(tmpdir(), 'jac-shell-frame-'));
  const dispose = () => rmSync(frame, { recursive: true, force: true });
  try {
    cpSync(renderDist, frame, { recursive: true });
    // Only the browser build's copy of what the owner may edit, which the gate checks.
    rmSync(join(frame, PART_CONTENT_FILE), { force: true });
    writeAtomically(
      join(frame, FRAME_FILES.template),
      readFileSync(join(dist, 'index.html'), 'utf8'),
    );
    writeAtomically(join(frame, FRAME_FILES.css), shellBuildCss(dist));
    writeAtomically(
      join(frame, FRAME_FILES.stylesheets),
      `${JSON.stringify(shellBuildStylesheets(dist))}\n`,
    );
    writeAtomically(
      join(frame, FRAME_FILES.siteConfig),
      `${JSON.stringify(siteConfig, null, 2)}\n`,
    );
    const partContent = partContentIn(dist);
    if (partContent !== undefined) writeAtomically(join(frame, PART_CONTENT_FILE), partContent);
  } catch (error) {
    dispose();
    throw error;
  }
  return {
    app,
    id,
    info: { version, contract: 'shell' },
    routes: [],
    siteConfig,
    partContent: partContentIn(dist),
    folders: [
      // Laid out by release first (immutable, what its provenance covers), then the
      // served copy every page names (/assets/…), which the composer holds to it.
      { dir: dist, folder: releasePath(app, id), include: shellServed },
      { dir: dist, folder: SHELL_FOLDER, include: shellServed },
      { dir: frame, folder: rendererPath(app, id), include: released },
    ],
    dispose,
  };
}
