// @ts-check
// What an attestation says, read from its in-toto statement as GitHub's artifact
// attestations write it (SLSA provenance v1), and the policy a release's must meet: this
// repository, one of its release workflows, run on main, for exactly these digests.
import { APPS } from 'composition';

/**
 * @typedef {{ repository: string, workflow: string, ref: string, commit: string, digests: string[] }} Claims
 *   who built what: the repository (owner/name), the workflow's path, the ref and commit it
 *   ran on, and the sha256 of each subject
 * @typedef {{ repository: string, workflows: RegExp }} Policy
 */

/**
 * The workflows whose jobs build, attest or compose a release, by name: each part's own
 * release workflow (a reusable workflow's statement names its caller), the drafts' and the
 * keyless composition's. Nothing else of the repository may vouch for a release.
 */
export const RELEASE_WORKFLOWS = new RegExp(
  `^\\.github/workflows/(?:${[...APPS.map((app) => `release-${app.package}`), 'release-part', 'draft-preview', 'compose-walled'].join('|')})\\.yml$`,
);

/**
 * Whether a release the composer applies as a team's request was built by that part's own
 * release workflow: a draft's preview goes live only by its promotion, never as a request.
 * @param {string} app @param {string} workflow
 */
export const releasedBy = (app, workflow) =>
  workflow === `.github/workflows/release-${app}.yml` ||
  workflow === '.github/workflows/release-part.yml';

const REPOSITORY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,38}\/[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/**
 * The claims of a statement, or why it makes none.
 * @param {any} statement @returns {Claims}
 */
export function claimsOf(statement) {
  const workflow = statement?.predicate?.buildDefinition?.externalParameters?.workflow;
  const repository = String(workflow?.repository ?? '').replace(/^https:\/\/github\.com\//, '');
  const commit = (statement?.predicate?.buildDefinition?.resolvedDependencies ?? []).find(
    (/** @type {any} */ dependency) => typeof dependency?.digest?.gitCommit === 'string',
  )?.digest.gitCommit;
  const digests = (Array.isArray(statement?.subject) ? statement.subject : []).map(
    (/** @type {any} */ subject) => subject?.digest?.sha256,
  );
  if (
    statement?._type !== 'https://in-toto.io/Statement/v1' ||
    statement?.predicateType !== 'https://slsa.dev/provenance/v1' ||
    !REPOSITORY.test(repository) ||
    typeof workflow?.path !== 'string' ||
    typeof workflow?.ref !== 'string' ||
    typeof commit !== 'string' ||
    !/^[0-9a-f]{40}$/.test(commit) ||
    digests.length === 0 ||
    digests.some(
      (/** @type {unknown} */ digest) =>
        typeof digest !== 'string' || !/^[0-9a-f]{64}$/.test(digest),
    )
  ) {
    throw new Error('the attestation is no SLSA provenance of this kind');
  }
  return { repository, workflow: workflow.path, ref: workflow.ref, commit, digests };
}

/**
 * Why the claims do not meet the policy for `digest`, or undefined when they do.
 * @param {Claims} claims @param {Policy} policy @param {string} digest the sha256 attested
 */
export function policyBreach(claims, policy, digest) {
  if (claims.repository !== policy.repository)
    return `built in ${claims.repository}, not ${policy.repository}`;
  if (!policy.workflows.test(claims.workflow))
    return `built by ${claims.workflow}, no release workflow`;
  if (claims.ref !== 'refs/heads/main') return `built on ${claims.ref}, not main`;
  if (!claims.digests.includes(digest))
    return `of other files than these (sha256 ${digest.slice(0, 12)}…)`;
  return undefined;
}
