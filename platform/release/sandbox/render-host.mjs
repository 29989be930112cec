// @ts-check
// Runs one remote's render build inside a sandbox (sandbox.mjs): no environment, reads of
// its own folder only, no writes. The engine asks it what it is (describe) and for its
// pages in a language; what comes back is data, checked by the gate.
import { pathToFileURL } from 'node:url';
import { serveEngine } from './engine-channel.mjs';

/** @import { RemoteRenderer, RenderContext } from 'shared-types' */

const [renderer] = process.argv.slice(2);
/** @type {RemoteRenderer} */
const build = await import(pathToFileURL(`${renderer}/prerender.mjs`).href);

serveEngine({
  describe: () => ({
    locales: build.locales,
    serviceCatalogue: build.serviceCatalogue,
    serviceCatalogues: build.serviceCatalogues,
    rendersNotFound: typeof build.renderNotFound === 'function',
    islands: build.islands,
  }),
  renderRoutes: (/** @type {RenderContext} */ context) => build.renderRoutes(context),
  renderNotFound: (/** @type {RenderContext} */ context) => build.renderNotFound?.(context) ?? [],
});
