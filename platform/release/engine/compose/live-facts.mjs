// @ts-check
// What a composition says of the live releases beside their pages (remotes.json, each
// page's releases, site-config.json), read from their own small files in the storage as
// data: the two files of a release a composer's job reads, and checks again.
import { REMOTES } from 'composition';
import { FRAME_FILES, POINTER_APPS, parseJson, releasePath, rendererPath } from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { assertDeclaredRoutes, assertReleaseInfo } from '../../gate/values.mjs';
import { attestedRead, verifiedRelease } from '../../provenance/record.mjs';

/**
 * @import { Engine, Pointers } from '../../core/engine-types.mjs'
 * @import { VerifiedProvenance } from '../../provenance/record.mjs'
 * @import { LiveFacts } from './compose-site.mjs'
 */

/** site-config.json at most: the business details are about 2 KB. */
const MAX_SITE_CONFIG_BYTES = 64 * 1024;

/**
 * With --provenance, each live release's provenance is verified and its stored files held
 * to its attested manifest first: a release that fails is refused, and no composition of
 * it is made or written (record.mjs).
 * @param {Engine} engine
 * @param {Pointers} pointers
 * @returns {Promise<LiveFacts>}
 */
export async function liveFacts(engine, pointers) {
  /** @type {Record<string, VerifiedProvenance>} */
  const provenance = {};
  /** @type {Record<string, Buffer>} each live release's manifest, as attested */
  const manifests = {};
  if (engine.provenance) {
    const attested = { ...engine, provenance: engine.provenance };
    for (const app of POINTER_APPS) {
      const id = pointers[app]?.current;
      if (!id) continue;
      const checked = await verifiedRelease(attested, app, id);
      provenance[app] = checked.verified;
      manifests[app] = checked.manifestBytes;
    }
  }
  // Read after the check, and held to it: the bytes read are the bytes attested.
  /** @param {string} app @param {string} id @param {string} key */
  const read = async (app, id, key) => {
    const body = await attestedRead(engine, app, id, key);
    if (!body) throw new Error(`${key} is missing: its release's files are gone`);
    return body;
  };
  const remotes = [];
  for (const [app, name] of Object.entries(REMOTES)) {
    const id = pointers[app]?.current;
    if (!id) continue;
    const key = `${releasePath(app, id)}/release.json`;
    const info = parseJson(String(await read(app, id, key)), key);
    assertDeclaredRoutes(app, info.routes);
    assertReleaseInfo(app, info);
    remotes.push({
      app,
      name,
      id,
      routes: info.routes,
      version: info.version,
      contract: info.contract,
    });
  }
  const shellId = pointers.shell?.current;
  if (!shellId) return { shell: null, remotes, provenance, manifests };
  const key = `${rendererPath('shell', shellId)}/${FRAME_FILES.siteConfig}`;
  const siteConfig = await read('shell', shellId, key);
  const parsed =
    siteConfig.length <= MAX_SITE_CONFIG_BYTES ? parseJson(String(siteConfig), key) : null;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new RefusedRelease(`${key} is no object of ${MAX_SITE_CONFIG_BYTES} bytes at most`);
  }
  return { shell: { id: shellId, siteConfig }, remotes, provenance, manifests };
}
