// @ts-check
// What a composition takes as data, held to what was attested (decision 027): a plan's
// copies of the live releases, each file as its manifest names it, and the pages the
// keyless job composed, covered by that job's attestation.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contained, filesBelow, parseJson } from 'deployment';
import { RefusedRelease } from '../../core/refused.mjs';
import { sha256 } from '../../provenance/manifest.mjs';
import { verifiedClaims } from '../../provenance/record.mjs';

/**
 * @import { ReleaseManifest } from '../../provenance/manifest.mjs'
 * @import { Provenance } from '../../provenance/record.mjs'
 * @typedef {{ manifests?: Record<string, Buffer> }} VerifiedFacts the live releases'
 *   manifests, as this run verified them (--provenance): a composition is of those bytes
 */

/** Beside the pages: the attestation of their digests, by the job that only hashes. */
export const PAGES_ATTESTATION = 'attestation.json';

/**
 * Refuses pages the keyless job's attestation does not cover.
 * @param {Provenance} provenance @param {string} dir
 * @param {Buffer} body @param {string} name
 */
export async function assertAttested(provenance, dir, body, name) {
  const file = join(dir, PAGES_ATTESTATION);
  if (!existsSync(file)) throw new RefusedRelease(`the pages bring no ${PAGES_ATTESTATION}`);
  const bundle = parseJson(readFileSync(file, 'utf8'), file);
  await verifiedClaims(provenance, bundle, body, `the composed pages ${name}`);
}

/** Each verified manifest's sha256, by app. @param {VerifiedFacts} facts */
export const digestsOf = (facts) =>
  Object.fromEntries(
    Object.entries(facts.manifests ?? {}).map(([app, bytes]) => [app, sha256(bytes)]),
  );

/** Where a plan keeps a live release's attested manifest. @param {string} app @param {string} id */
export const manifestCopy = (app, id) => `manifests/${app}/${id}.json`;

/**
 * The copy of a release's `folder` in a plan's store, held to its manifest: each file it
 * names there, with the sha256 attested; anything else in the copy is removed. What the
 * keyless job composes is then the attested bytes, whatever the storage held a moment later.
 * @param {string} store @param {string} folder @param {ReleaseManifest} manifest
 */
export function assertCopyAsManifest(store, folder, manifest) {
  const prefix = `${folder}/`;
  const named = Object.keys(manifest.files).filter((key) => key.startsWith(prefix));
  const copy = contained(store, folder);
  const present = existsSync(copy) ? filesBelow(copy).map((file) => `${prefix}${file}`) : [];
  for (const key of present.filter((each) => !named.includes(each))) {
    rmSync(contained(store, key));
  }
  const wrong = named.filter((key) => {
    const path = contained(store, key);
    return !existsSync(path) || sha256(readFileSync(path)) !== manifest.files[key];
  });
  if (wrong.length > 0) {
    throw new RefusedRelease(
      `${manifest.app} ${manifest.id}: its copy is not as attested (${wrong.slice(0, 3).join(', ')})`,
    );
  }
}
