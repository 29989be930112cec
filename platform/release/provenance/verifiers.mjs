// @ts-check
// Who checks an attestation's signature (decision 027). In CI, GitHub's artifact
// attestations, verified by `gh attestation verify` against Sigstore's public roots; here
// and in the tests, a stand-in authority's Ed25519 key (platform/release/testing/attestation-
// authority.mjs), whose bundles carry the same in-toto statement. Either way the engine's
// own policy (statement.mjs) then decides what the statement may vouch for.
import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {{ name: string, statementOf: (bundle: unknown, subject: Buffer) => Promise<unknown> }} Verifier
 *   the in-toto statement a bundle carries, once its signature over `subject` is verified
 */

/** DSSE's pre-authentication encoding: what the signature covers. @param {string} type @param {Buffer} body */
export const dssePae = (type, body) =>
  Buffer.concat([Buffer.from(`DSSEv1 ${Buffer.byteLength(type)} ${type} ${body.length} `), body]);

/**
 * A stand-in authority's key: the bundle's DSSE envelope signed with it.
 * @param {string} publicKeyPem @returns {Verifier}
 */
export function keyVerifier(publicKeyPem) {
  const key = createPublicKey(publicKeyPem);
  return {
    name: 'the stand-in attestation key',
    async statementOf(bundle) {
      const envelope = /** @type {any} */ (bundle)?.dsseEnvelope;
      const signature = envelope?.signatures?.[0]?.sig;
      if (typeof envelope?.payload !== 'string' || typeof signature !== 'string') {
        throw new Error('the attestation carries no signed statement');
      }
      const payload = Buffer.from(envelope.payload, 'base64');
      const signed = dssePae(String(envelope.payloadType), payload);
      if (!verify(null, signed, key, Buffer.from(signature, 'base64'))) {
        throw new Error('the attestation is not signed by the attestation key');
      }
      return JSON.parse(payload.toString('utf8'));
    },
  };
}

/**
 * GitHub's artifact attestations, verified by the GitHub CLI: the Sigstore signature, its
 * certificate's issuer and this repository.
 * @param {string} repository owner/name @returns {Verifier}
 */
export function githubVerifier(repository) {
  return {
    name: `GitHub's artifact attestations of ${repository}`,
    async statementOf(bundle, subject) {
      const scratch = mkdtempSync(join(tmpdir(), 'jac-attestation-'));
      try {
        writeFileSync(join(scratch, 'bundle.json'), JSON.stringify(bundle));
        writeFileSync(join(scratch, 'subject'), subject);
        const answer = execFileSync(
          'gh',
          [
            'attestation',
            'verify',
            join(scratch, 'subject'),
            '--bundle',
            join(scratch, 'bundle.json'),
            '--repo',
            repository,
            '--format',
            'json',
          ],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        );
        return JSON.parse(answer)?.[0]?.verificationResult?.statement;
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The verifier a command's options name: `--attestation-key FILE` (the stand-in's public
 * key), else GitHub's. @param {string} repository @param {string | undefined} keyFile
 */
export const verifierOf = (repository, keyFile) =>
  keyFile ? keyVerifier(readFileSync(keyFile, 'utf8')) : githubVerifier(repository);
