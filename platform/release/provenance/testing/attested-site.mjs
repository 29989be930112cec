// @ts-check
// For the provenance tests (provenance.test.mjs, keyless-composition.test.mjs): a stand-in
// for GitHub's attestation API, an engine that holds every release to it, and a site whose
// shell and mf-contact are live, both attested by main's release workflow.
import { localTargets } from 'composition';
import { release } from '../../engine/release/release.mjs';
import { attestationAuthority, MAIN_RELEASE } from '../../testing/attestation-authority.mjs';
import { fakeCandidates } from '../../testing/fake-builds.mjs';
import { recordingStorage } from '../../testing/recording-storage.mjs';
import { manifestBytes, releaseManifest } from '../manifest.mjs';
import { RELEASE_WORKFLOWS } from '../statement.mjs';
import { keyVerifier } from '../verifiers.mjs';

/**
 * @import { Candidate } from '../../core/engine-types.mjs'
 * @import { Storage } from '../../core/storage.mjs'
 */

export const authority = attestationAuthority();
export const provenance = {
  policy: { repository: MAIN_RELEASE.repository, workflows: RELEASE_WORKFLOWS },
  verifier: keyVerifier(authority.publicKeyPem),
};

/** @param {Storage} storage @param {object} [extra] */
export const engineWith = (storage, extra = {}) => ({
  storage,
  targets: localTargets(),
  who: 'tester',
  log: () => {},
  now: () => new Date('2026-11-28T10:00:00Z'),
  provenance,
  ...extra,
});

/**
 * A candidate with the provenance main's release workflow would give it; `by` changes what
 * the attestation says, `manifest` what it is of.
 * @param {Candidate} candidate
 * @param {{ by?: Partial<typeof MAIN_RELEASE>, manifest?: Buffer, signer?: ReturnType<typeof attestationAuthority> }} [how]
 */
export function attested(candidate, { by, manifest, signer = authority } = {}) {
  const bytes = manifestBytes(releaseManifest(candidate));
  candidate.provenance = {
    manifest: bytes.toString('utf8'),
    bundle: signer.attest([manifest ?? bytes], by),
  };
  return candidate;
}

/**
 * The stand-in builds of a test file, in its scratch folder (`work`, one a test), and the
 * site they make.
 * @param {() => string} work
 */
export function attestedSites(work) {
  const { shell, contact } = fakeCandidates(work);

  /** A site whose shell and mf-contact 1.0.0 are live, both attested. */
  async function attestedSite() {
    const storage = recordingStorage();
    const engine = engineWith(storage);
    await release(engine, attested(await shell('a')));
    await release(engine, attested(await contact('1.0.0')));
    return { storage, engine };
  }

  return { shell, contact, attestedSite };
}
