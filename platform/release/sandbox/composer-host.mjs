// @ts-check
// Runs the live shell's composer inside a sandbox (sandbox.mjs): no environment, reads of
// its render build and of the live remotes' release folders only, no writes. Each remote
// it composes is a stand-in whose pages come from that remote's own sandbox, through the
// engine, which checks them on the way.
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveEngine } from './engine-channel.mjs';

/**
 * @import { LiveRemote, Locale, RemoteRenderer, ServiceSummary, ShellRenderer, SiteCompositionInput } from 'shared-types'
 */

const [renderer] = process.argv.slice(2);
/** @type {ShellRenderer} */
const shell = await import(pathToFileURL(`${renderer}/prerender.mjs`).href);

/**
 * A file of a remote's release folder, never one outside it (a manifest names the files).
 * @param {string} folder @param {string} file @param {'utf8' | 'base64'} [encoding]
 */
function readInside(folder, file, encoding = 'utf8') {
  const path = resolve(folder, file);
  if (!path.startsWith(resolve(folder) + sep)) throw new Error(`${file} is outside ${folder}`);
  return readFileSync(path, encoding);
}

/**
 * @typedef {Omit<LiveRemote, 'renderer' | 'readFile'> & {
 *   folder: string,
 *   description: { locales?: Locale[], serviceCatalogue?: ServiceSummary[], serviceCatalogues?: RemoteRenderer['serviceCatalogues'], rendersNotFound: boolean, islands?: Record<string, string> },
 * }} DescribedRemote
 */

const engine = serveEngine({
  // The business details the shell's release records (candidate.mjs): data, checked there.
  siteConfig: () => shell.siteConfig ?? null,
  composePages: async (
    /** @type {Omit<SiteCompositionInput, 'remotes'> & { remotes: DescribedRemote[] }} */ input,
  ) => {
    if (typeof shell.composePages !== 'function') throw new Error('it has no composer');
    const remotes = input.remotes.map(({ folder, description, ...remote }) => ({
      ...remote,
      renderer: {
        locales: description.locales,
        serviceCatalogue: description.serviceCatalogue,
        serviceCatalogues: description.serviceCatalogues,
        islands: description.islands,
        renderRoutes: (/** @type {unknown} */ context) =>
          engine.call('render', remote.name, 'renderRoutes', context),
        renderNotFound: description.rendersNotFound
          ? (/** @type {unknown} */ context) =>
              engine.call('render', remote.name, 'renderNotFound', context)
          : undefined,
      },
      readFile: (/** @type {string} */ file, /** @type {'utf8' | 'base64'} */ encoding) =>
        readInside(folder, file, encoding),
    }));
    return shell.composePages({ ...input, remotes });
  },
});
