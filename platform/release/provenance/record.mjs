// @ts-check
// A release's provenance in the storage (provenance/<app>/<id>.json): its manifest and the
// attestation of the manifest's digest, written by the team's job once it verified both
// against the build it brought, and verified again by the composer, which trusts no team:
// the signature, the policy (statement.mjs), and every stored file against the manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releasePath, SHELL_FOLDER } from 'deployment';
import { RefusedRelease } from '../core/refused.mjs';
import {
  assertStoredAsManifest,
  MANIFEST_FILE,
  manifestBytes,
  parsedManifest,
  releaseManifest,
  sha256,
} from './manifest.mjs';
import { claimsOf, policyBreach } from './statement.mjs';

/**
 * @import { Candidate, Engine, ProvenanceRecord } from '../core/engine-types.mjs'
 * @import { Storage } from '../core/storage.mjs'
 * @import { ReleaseManifest } from './manifest.mjs'
 * @import { Claims } from './statement.mjs'
 */

/**
 * @typedef {import('../core/engine-types.mjs').Provenance} Provenance
 * @typedef {import('../core/engine-types.mjs').VerifiedProvenance} VerifiedProvenance
 */

/** Where a release's provenance is kept: beside the team's other files, read by the composer. */
export const PROVENANCE_FOLDER = 'provenance';
/** @param {string} app @param {string} id */
export const provenancePath = (app, id) => `${PROVENANCE_FOLDER}/${app}/${id}.json`;

/** An attestation's bundle at most: GitHub's are about 10 KB. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/**
 * The claims of `bundle` on `subject`, once its signature is verified and the policy met.
 * @param {Provenance} provenance @param {unknown} bundle @param {Buffer} subject
 * @param {string} what for messages
 * @returns {Promise<Claims>}
 */
export async function verifiedClaims(provenance, bundle, subject, what) {
  /** @type {Claims} */
  let claims;
  try {
    claims = claimsOf(await provenance.verifier.statementOf(bundle, subject));
  } catch (error) {
    throw new RefusedRelease(
      `${what}: ${/** @type {Error} */ (error).message} (${provenance.verifier.name})`,
    );
  }
  const breach = policyBreach(claims, provenance.policy, sha256(subject));
  if (breach) throw new RefusedRelease(`${what}: its attestation says it was ${breach}`);
  return claims;
}

/**
 * The team's side, for a build brought from the job that made it: its manifest must be of
 * the very files the engine releases from it, and attested by main's release workflow.
 * @param {Provenance} provenance @param {Candidate} candidate
 * @param {string} built the build's folder @param {string} attestation the bundle's file
 * @returns {Promise<ProvenanceRecord>}
 */
export async function attestedRecord(provenance, candidate, built, attestation) {
  const what = `${candidate.app} ${candidate.id}`;
  /** @type {Buffer} */
  let brought;
  try {
    brought = readFileSync(join(built, MANIFEST_FILE));
  } catch {
    throw new RefusedRelease(`${what}: the build brings no ${MANIFEST_FILE}`);
  }
  if (!manifestBytes(releaseManifest(candidate)).equals(brought)) {
    throw new RefusedRelease(`${what}: the build's ${MANIFEST_FILE} is not of its files`);
  }
  const bundle = JSON.parse(readFileSync(attestation, 'utf8'));
  await verifiedClaims(provenance, bundle, brought, what);
  return { manifest: brought.toString('utf8'), bundle };
}

/**
 * @typedef {{ verified: VerifiedProvenance, manifest: ReleaseManifest, manifestBytes: Buffer }} VerifiedRelease
 */

/** What this run verified, by release: the engine's later reads are held to it. @type {WeakMap<Provenance, Map<string, VerifiedRelease>>} */
const verifiedThisRun = new WeakMap();
/** Each record's claims, by the sha256 of its bytes, once verified this run. @type {WeakMap<Provenance, Map<string, Claims>>} */
const signaturesThisRun = new WeakMap();

/**
 * The composer's side: a live release's provenance verified, and its stored files (and the
 * shell's served copy of its browser build) held to its manifest. A stored file the
 * manifest does not name is removed: nothing attested names it.
 * @param {Engine & { provenance: Provenance }} engine
 * @param {string} app @param {string} id @returns {Promise<VerifiedRelease>}
 */
export async function verifiedRelease(engine, app, id) {
  const { storage } = engine;
  const key = provenancePath(app, id);
  const body = await storage.read(key);
  if (!body) throw new RefusedRelease(`${app} ${id} carries no attested provenance (${key})`);
  if (body.length > MAX_RECORD_BYTES)
    throw new RefusedRelease(`${key} is larger than a record may be`);
  /** @type {any} */
  let record;
  try {
    record = JSON.parse(body.toString('utf8'));
  } catch {
    throw new RefusedRelease(`${key} is no provenance record`);
  }
  if (typeof record?.manifest !== 'string') throw new RefusedRelease(`${key} holds no manifest`);
  const subject = Buffer.from(record.manifest);
  // The signature is checked once a run for the same record (a trial, then the composition,
  // ask again): the stored files are held to the manifest every time.
  const signatures = signaturesThisRun.get(engine.provenance) ?? new Map();
  signaturesThisRun.set(engine.provenance, signatures);
  const recordDigest = sha256(body);
  const claims =
    signatures.get(recordDigest) ??
    (await verifiedClaims(engine.provenance, record.bundle, subject, `${app} ${id}`));
  signatures.set(recordDigest, claims);
  const manifest = parsedManifest(subject, key);
  if (manifest.app !== app || manifest.id !== id) {
    throw new RefusedRelease(`${key} is the manifest of ${manifest.app} ${manifest.id}`);
  }
  const extra = await assertStoredAsManifest(storage, manifest);
  if (extra.length > 0) {
    engine.log(`${app} ${id}: ${extra.length} stored files no attestation names, removed`);
    await storage.remove(extra);
  }
  if (app === SHELL_FOLDER) await assertServedAsReleased(storage, manifest);
  /** @type {VerifiedRelease} */
  const verified = {
    verified: {
      digest: sha256(subject),
      repository: claims.repository,
      workflow: claims.workflow,
      commit: claims.commit,
    },
    manifest,
    manifestBytes: subject,
  };
  const run = verifiedThisRun.get(engine.provenance) ?? new Map();
  run.set(`${app}@${id}`, verified);
  verifiedThisRun.set(engine.provenance, run);
  return verified;
}

/**
 * A file of a live release, read from the storage and, with --provenance, held to the
 * manifest this run verified (verifying it first if it has not): what the engine reads of a
 * release after its check is the attested bytes, or refused.
 * @param {Engine} engine @param {string} app
 * @param {string} id @param {string} key a storage key in the release's own folders
 * @returns {Promise<Buffer | null>}
 */
export async function attestedRead(engine, app, id, key) {
  const body = await engine.storage.read(key);
  if (!engine.provenance || body === null) return body;
  const attested = { ...engine, provenance: engine.provenance };
  const known =
    verifiedThisRun.get(engine.provenance)?.get(`${app}@${id}`) ??
    (await verifiedRelease(attested, app, id));
  if (known.manifest.files[key] !== sha256(body)) {
    throw new RefusedRelease(`${app} ${id}: ${key} is not the file its attestation names`);
  }
  return body;
}

/**
 * The shell's browser build is served from the shell's folder (its hashed files, which
 * every release keeps): each must be the release's own attested file, byte for byte.
 * @param {Storage} storage
 * @param {ReleaseManifest} manifest the shell release's
 */
async function assertServedAsReleased(storage, manifest) {
  const own = `${releasePath(SHELL_FOLDER, manifest.id)}/`;
  const differ = [];
  for (const [key, hash] of Object.entries(manifest.files)) {
    if (!key.startsWith(own)) continue;
    const file = key.slice(own.length);
    const served = await storage.read(`${SHELL_FOLDER}/${file}`);
    if (!served || sha256(served) !== hash) differ.push(file);
  }
  if (differ.length > 0) {
    throw new RefusedRelease(
      `shell ${manifest.id}: its served ${differ.slice(0, 3).join(', ')} are not its release's own`,
    );
  }
}
