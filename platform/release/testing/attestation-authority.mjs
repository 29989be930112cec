// @ts-check
// A stand-in for GitHub's attestation API in the tests: it signs the in-toto statement
// GitHub's attest-build-provenance writes (SLSA provenance v1) with an Ed25519 key of its
// own, in a DSSE envelope, and the engine verifies it with keyVerifier. Not used outside tests.
import { generateKeyPairSync, sign } from 'node:crypto';
import { sha256 } from '../provenance/manifest.mjs';
import { dssePae } from '../provenance/verifiers.mjs';

/** The statement's workflow, as a job of main's release workflow would sign it. */
export const MAIN_RELEASE = {
  repository: 'jaipur-appliance-care/site',
  workflow: '.github/workflows/release-part.yml',
  ref: 'refs/heads/main',
  commit: 'c0ffee'.padEnd(40, '0'),
};

/** An authority with a key of its own. */
export function attestationAuthority() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    /**
     * A bundle attesting `subjects` (their bytes), built as `by` says.
     * @param {Buffer[]} subjects @param {Partial<typeof MAIN_RELEASE>} [by]
     */
    attest(subjects, by = {}) {
      const { repository, workflow, ref, commit } = { ...MAIN_RELEASE, ...by };
      const statement = {
        _type: 'https://in-toto.io/Statement/v1',
        subject: subjects.map((body, n) => ({
          name: `subject-${n}`,
          digest: { sha256: sha256(body) },
        })),
        predicateType: 'https://slsa.dev/provenance/v1',
        predicate: {
          buildDefinition: {
            buildType: 'https://actions.github.io/buildtypes/workflow/v1',
            externalParameters: {
              workflow: { ref, repository: `https://github.com/${repository}`, path: workflow },
            },
            resolvedDependencies: [
              { uri: `git+https://github.com/${repository}@${ref}`, digest: { gitCommit: commit } },
            ],
          },
        },
      };
      const payloadType = 'application/vnd.in-toto+json';
      const payload = Buffer.from(JSON.stringify(statement));
      const sig = sign(null, dssePae(payloadType, payload), privateKey).toString('base64');
      return {
        mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
        dsseEnvelope: { payloadType, payload: payload.toString('base64'), signatures: [{ sig }] },
      };
    },
  };
}
