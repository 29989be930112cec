// @ts-check
// Where the owner's editor frames a part's preview page (shared-types' owner-preview.ts):
// the page the part's build ships in each release (owner-preview.html), on the part's own
// origin, as the engine's targets say where the part is served. The editor's data file
// (admin/parts.json, `previewFrame`) and its build (VITE_CMS_PREVIEW_FRAMES, its CSP's
// frame-src) are written from it.
import { REMOTES } from 'composition';
import { readPointer, releasePath } from 'deployment';

/**
 * @import { Engine } from '../core/engine-types.mjs'
 * @import { Targets } from '../core/targets.mjs'
 */

/** The page a part's release ships for the owner's preview (shared-types' OWNER_PREVIEW_PAGE). */
export const PREVIEW_PAGE = 'owner-preview.html';

/**
 * The address of the preview page of release `id` of a part, on the origin the targets
 * serve it from: https://services.cdn.example.in/releases/0b13a53d36ef/owner-preview.html.
 * Undefined for an app that is no remote, or that the targets do not place.
 * @param {Targets} targets
 * @param {string} app the part's package folder ('mf-services')
 * @param {string} id the release
 * @returns {string | undefined}
 */
export function previewFrameUrl(targets, app, id) {
  const name = REMOTES[app];
  const origin = name ? targets[name] : undefined;
  if (!origin) return undefined;
  // The release's folder on its origin: the remote's root is its folder in the site.
  const [, ...path] = releasePath(app, id).split('/');
  return new URL(`${path.join('/')}/${PREVIEW_PAGE}`, `${origin.replace(/\/+$/, '')}/`).href;
}

/**
 * Each remote's preview page in its live release, by package folder; a remote with no live
 * release has none.
 * @param {Pick<Engine, 'storage' | 'targets'>} engine
 * @returns {Promise<Record<string, string>>}
 */
export async function livePreviewFrames({ storage, targets }) {
  const frames = await Promise.all(
    Object.keys(REMOTES).map(async (app) => {
      const { current } = await readPointer(storage, app);
      const url = current ? previewFrameUrl(targets, app, current) : undefined;
      return url ? [[app, url]] : [];
    }),
  );
  return Object.fromEntries(frames.flat());
}
