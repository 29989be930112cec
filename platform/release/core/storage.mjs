// @ts-check
// What the release engine needs of the place a site is deployed to. Two adapters give
// it: a folder (storage/folder-storage.mjs) and an S3-compatible bucket
// (storage/bucket-storage.mjs). Paths are relative to the deployment's root,
// '/'-separated: "history/mf-services.json". Its reads are what every reader of a
// deployment has (platform/deployment/reader.mjs). Here, at the engine's ground floor, so every
// floor may name it; the adapters stand above it.

/**
 * @typedef {object} LedgerEntry one line of the release ledger (engine/release/ledger.mjs)
 * @property {string} at ISO time
 * @property {string} who the person or CI job that ran it (gate/values.mjs, assertWho); a line
 *   read back may hold anything, so it is printed only through core/printable.mjs
 * @property {'release' | 'rollback' | 'prune' | 'preview' | 'smoke' | 'promote' | 'watch'} action
 * @property {string} app
 * @property {string | null} id the release it made live, previewed or tested
 * @property {string | null} previous the release that was live before
 * @property {string} [version]
 * @property {string} [contract]
 * @property {'done' | 'refused' | 'failed' | 'passed'} result
 * @property {string} [detail] why it was refused or failed, what was removed, the preview's URL
 * @property {string} [live] the live release of every app when it ran: "shell=… mf_…=…"
 * @property {string} [commit] a preview's: the draft's head commit it was built from (CI)
 * @property {{ digest: string, repository: string, workflow: string, commit: string }} [provenance]
 *   the attested provenance the composer verified of the release it made live (--provenance)
 * @property {string} [base] a preview's: main's commit it was built on (CI), which promote
 *   compares with main's commit then (engine/release/part-changed.mjs)
 */

/**
 * Every method that writes (write, writeIfUnchanged, putFolder, remove, removeFolder,
 * appendLedger, exclusively's lock) is checked by gate/identities.mjs's confined(), which
 * refuses a method it does not know: a new one is added there too.
 * @typedef {object} Storage
 * @property {string} description how the site is named in messages: a folder or s3://bucket/prefix
 * @property {(path: string) => Promise<Buffer | null>} read null when there is none
 * @property {(path: string, body: Buffer | string, metadata?: Record<string, string>) => Promise<void>} write
 *   whole or not at all: a reader never sees half a file
 * @property {(folder: string) => Promise<Map<string, string>>} list
 *   every file below `folder` ('' for all), by path relative to it, with its fingerprint
 * @property {(paths: string[]) => Promise<void>} remove
 * @property {(folder: string) => Promise<void>} removeFolder everything below `folder`
 * @property {() => Promise<string[]>} leftovers folders an interrupted write left behind, old
 *   enough that no release is still writing them (a folder's `<id>.partial-<pid>`)
 * @property {(dir: string, folder: string, include?: (file: string) => boolean) => Promise<{ uploaded: number, present: number }>} putFolder
 *   makes every file of the local folder `dir` present below `folder`, writing only what differs
 * @property {(folder: string, cache: string) => Promise<string>} localFolder
 *   a local folder holding the files below `folder` (a bucket's are downloaded into `cache` once)
 * @property {(entry: LedgerEntry) => Promise<void>} appendLedger never loses an entry to a concurrent writer
 * @property {() => Promise<LedgerEntry[]>} readLedger oldest first
 * @property {(path: string) => Promise<Versioned>} readVersioned a file with its version
 * @property {(path: string, body: Buffer | string, version: string | null) => Promise<void>} writeIfUnchanged
 *   compare-and-swap: writes only if the file is still at `version` (null: still absent),
 *   else throws StaleWrite and writes nothing (a bucket's If-Match / If-None-Match: *)
 * @property {<T>(scope: string, task: () => Promise<T>) => Promise<T>} exclusively
 *   runs `task` holding `scope`'s lock (an app's name: its pointer's read-modify-write):
 *   a folder's lock file, a bucket's lock object created with If-None-Match: *. Two
 *   apps' compositions are made safe by composing until the pointers settle (engine/release/release.mjs)
 * @typedef {import('deployment').Versioned} Versioned
 */

/** A compare-and-swap that found the file changed since it was read: nothing was written. */
export class StaleWrite extends Error {
  /** @override */
  name = 'StaleWrite';
}
