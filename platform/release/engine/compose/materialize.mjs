// @ts-check
// The live releases the pointers name, as local folders the composer can read: a
// folder deployment's own folders, or a bucket's downloaded once into a cache. Every
// input of a composition is immutable and named by a pointer (decision 007).
import { REMOTES } from 'composition';
import { releasePath, rendererPath } from 'deployment';

/**
 * @import { Storage } from '../../core/storage.mjs'
 * @import { Pointers } from '../pointers.mjs'
 */

/**
 * @typedef {{ app: string, name: string, id: string, folder: string, renderer: string }} LocalRemote
 * @typedef {{ shell: { id: string, renderer: string } | null, remotes: LocalRemote[] }} LocalSite
 */

/**
 * @param {Storage} storage
 * @param {Pointers} pointers
 * @param {string} cache where a bucket's files are downloaded
 * @returns {Promise<LocalSite>}
 */
export async function materialize(storage, pointers, cache) {
  const shellId = pointers.shell?.current;
  /** @type {LocalRemote[]} */
  const remotes = [];
  for (const [app, name] of Object.entries(REMOTES)) {
    const id = pointers[app]?.current;
    if (!id) continue;
    remotes.push({
      app,
      name,
      id,
      folder: await storage.localFolder(releasePath(app, id), cache),
      renderer: await storage.localFolder(rendererPath(app, id), cache),
    });
  }
  return {
    shell: shellId
      ? { id: shellId, renderer: await storage.localFolder(rendererPath('shell', shellId), cache) }
      : null,
    remotes,
  };
}
