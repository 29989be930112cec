import { appFolder, composition } from 'composition';
import { FRAME_FILES, parseJson, releasePath, rendererPath, SHELL_FOLDER } from 'deployment';
import { assertOwnCollectionNames } from './collection-owners.mjs';
import { assertValidContent } from './content.mjs';
import { assertNoInstallScripts } from './install-scripts.mjs';
import { assertPartContent, PART_CONTENT_FILE } from './part-content.mjs';
import {
  assertEnvironment,
  assertNoPlaceholders,
  isProduction,
  productionNeedsOf,
} from './production.mjs';
import { assertKeepsLiveRoutes, routePaths } from './routes.mjs';

/**
 * @import { Engine } from '../core/engine-types.mjs'
 * @import { Storage } from '../core/storage.mjs'
 */

/**
 * @typedef {object} ReleaseFacts what the rules look at in a built release
 * @property {string} app
 * @property {string[]} routes the paths it serves (a remote's release.json)
 * @property {unknown} [siteConfig] the shell's: the business details every page shows
 * @property {string | Buffer} [partContent] what it lets the owner edit, as its build wrote
 *   it (content-collections.json): the editor's forms, checked by part-content.mjs
 */

/**
 * Before building: what the part itself declares it needs to go live, and its content
 * against its schemas (a form that cannot send, or an invalid edit, is not worth building).
 * @param {Engine} engine @param {string} app @param {string} source
 * @param {string} [mode] the Vite mode it is built in
 * @param {{ content?: boolean }} [check] `content: false` for a build brought from the job
 *   that built it: its build checked the content behind the walls, and the job releasing it
 *   holds a key and runs no team code, the content's schemas included
 */
export async function assertSourceReady(engine, app, source, mode, { content = true } = {}) {
  assertNoInstallScripts(app, source);
  if (isProduction(engine.targets)) assertEnvironment(app, source, mode);
  if (content) await assertValidContent(source, app, engine.log);
}

/**
 * After building: what it lets the owner edit, if anything, is data the editor can take (part-content.mjs),
 * it keeps every address its live release serves, and a release to a public address shows
 * no stand-in business detail (the shell's own, or the live shell's).
 * @param {Engine} engine @param {ReleaseFacts} facts
 */
export async function assertReleasable(engine, { app, routes, siteConfig, partContent }) {
  // A build without the content plugin (a part with nothing for the owner) writes no file:
  // the editor then offers nothing of it, as it does for a release from before the file.
  if (partContent === undefined)
    engine.log(`${app} lets the owner edit nothing: no ${PART_CONTENT_FILE}`);
  else {
    const { collections } = assertPartContent(app, partContent);
    await assertOwnCollectionNames(
      engine.storage,
      app,
      collections.map(({ name }) => name),
    );
  }
  if (app !== SHELL_FOLDER) await assertKeepsLiveRoutes(engine.storage, app, routes);
  if (!isProduction(engine.targets)) return;
  const shown =
    siteConfig ?? (await storedJson(engine.storage, `${SHELL_FOLDER}/site-config.json`));
  if (shown) assertNoPlaceholders(productionNeedsOf(SHELL_SOURCE), shown);
}

/** The shell's own folder: its production.json says what a live site needs of it. */
const SHELL_SOURCE = appFolder(composition.shell.package);

/**
 * The facts of a release already in the storage (a team's request the composer applies).
 * @param {Storage} storage @param {string} app @param {string} id
 * @returns {Promise<ReleaseFacts>}
 */
export async function storedFacts(storage, app, id) {
  const partContent =
    (await storage.read(`${rendererPath(app, id)}/${PART_CONTENT_FILE}`)) ?? undefined;
  if (app === SHELL_FOLDER) {
    const siteConfig = await storedJson(
      storage,
      `${rendererPath(app, id)}/${FRAME_FILES.siteConfig}`,
    );
    return { app, routes: [], siteConfig, partContent };
  }
  return {
    app,
    routes: routePaths((await storedJson(storage, `${releasePath(app, id)}/release.json`)) ?? {}),
    partContent,
  };
}

/** @param {Storage} storage @param {string} key */
async function storedJson(storage, key) {
  const body = await storage.read(key);
  return body ? parseJson(body.toString('utf8'), key) : undefined;
}
