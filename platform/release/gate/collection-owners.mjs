// @ts-check
// A collection's name is the editor's address for it and a draft's branch
// (cms/<name>/<slug>): two parts with one name would have the editor list one part's files
// as the other's. The composer keeps the first part to name it (editor-parts.mjs); a
// release that names a collection another live part holds is refused here, so a team
// cannot take over the owner's service pages by naming its own folder "services".

import { POINTER_APPS, readPointer, rendererPath } from 'deployment';
import { RefusedRelease } from '../core/refused.mjs';
import { PART_CONTENT_FILE } from './part-content.mjs';

/** @import { Storage } from '../core/storage.mjs' */

/**
 * The collection names of a stored content-collections.json; none when it is missing or
 * unreadable (its own release was checked; the composer checks it again).
 * @param {Buffer | undefined} body @returns {string[]}
 */
function namesIn(body) {
  if (!body) return [];
  try {
    const { collections } = JSON.parse(body.toString('utf8'));
    return Array.isArray(collections)
      ? collections.flatMap((item) => (typeof item?.name === 'string' ? [item.name] : []))
      : [];
  } catch {
    return [];
  }
}

/**
 * Refuses `app`'s release if one of `names` is a collection of another part's live release.
 * @param {Storage} storage @param {string} app
 * @param {readonly string[]} names
 */
export async function assertOwnCollectionNames(storage, app, names) {
  if (names.length === 0) return;
  for (const other of POINTER_APPS) {
    if (other === app) continue;
    const id = (await readPointer(storage, other)).current;
    if (!id) continue;
    const body = await storage.read(`${rendererPath(other, id)}/${PART_CONTENT_FILE}`);
    const taken = names.find((name) => namesIn(body ?? undefined).includes(name));
    if (taken) {
      throw new RefusedRelease(
        `${app}'s ${PART_CONTENT_FILE}: the collection "${taken}" is ${other}'s: a part names only collections of its own`,
      );
    }
  }
}
