// @ts-check
// What the engine is and works on, as types every floor of release/ may name: the Engine
// a release runs with (engine-of.mjs makes one from a command's options), a
// candidate ready to release, a ledger entry before its outcome, a composed site.

/**
 * @import { ComposedPage, InlineHashes } from 'shared-types'
 * @import { LedgerEntry, Storage } from './storage.mjs'
 * @import { Targets } from './targets.mjs'
 */

/**
 * @typedef {'files' | 'trial' | 'pointer' | 'pages' | 'remotes'} Step
 * @typedef {object} Engine what a release runs with
 * @property {Storage} storage
 * @property {Targets} targets where each app is served
 * @property {string} who recorded in the ledger
 * @property {(line: string) => void} log
 * @property {() => Date} now
 * @property {(step: Step) => void} [afterStep] called after each step (the tests stop a release there)
 * @property {Provenance} [provenance] with --provenance: every
 *   live release composed must carry an attested provenance its stored files match
 * @property {{ pagesFor: (engine: Engine, pointers: Pointers, work: { dir: string, sandboxes: any }, facts: { manifests?: Record<string, Buffer> }) => Promise<ComposedPage[]> }} [pageSource]
 *   where a composition's pages come from: composed here behind the walls (none given), a
 *   plan's record, or a keyless job's folder (engine/compose/compositions.mjs, decision 027)
 * @typedef {{ version: string, contract: string }} ReleaseInfo
 * @typedef {object} Candidate a built app, ready to release
 * @property {string} app
 * @property {string} id its content id: the same files, the same id
 * @property {ReleaseInfo} info
 * @property {string[]} routes the paths it serves (none: the shell's are the composer's)
 * @property {unknown} [siteConfig] the shell's business details
 * @property {string} [partContent] what it lets the owner edit (content-collections.json), unchecked
 * @property {Array<{ dir: string, folder: string, include?: (file: string) => boolean }>} folders
 *   local folders and where they go
 * @property {ProvenanceRecord} [provenance] its manifest and
 *   attestation, when it was built by another job and brought with --attestation
 * @typedef {import('deployment').Pointers} Pointers
 * @typedef {import('deployment').History} History
 * @typedef {Omit<LedgerEntry, 'result'>} PendingEntry
 *   a ledger entry before its outcome is known
 * @typedef {{ shell: Map<string, Buffer>, hashes: Record<string, InlineHashes>, remotes: Record<string, object>, provenance?: Record<string, VerifiedProvenance> }} Composition
 *   a composed site. `shell`: files by path inside the shell's folder; `hashes`: each
 *   page's CSP hashes, by served file
 */

/**
 * What provenance is checked with, kept and recorded (platform/release/provenance/, decision 027):
 * types alone, at the ground floor, so the engine's own types may name them.
 * @typedef {{ repository: string, workflows: RegExp }} ProvenancePolicy the repository whose
 *   release workflows, run on main, may attest a release
 * @typedef {{ name: string, statementOf: (bundle: unknown, subject: Buffer) => Promise<unknown> }} ProvenanceVerifier
 *   the in-toto statement a bundle carries, once its signature over `subject` is verified
 * @typedef {{ policy: ProvenancePolicy, verifier: ProvenanceVerifier }} Provenance
 * @typedef {{ manifest: string, bundle: unknown }} ProvenanceRecord a release's manifest and
 *   its attestation, as provenance/<app>/<id>.json keeps them
 * @typedef {{ digest: string, repository: string, workflow: string, commit: string }} VerifiedProvenance
 *   what the ledger records of a live release's
 */
