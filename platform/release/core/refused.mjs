// @ts-check
// What the engine throws when its rules do not allow a release: nothing was changed, and
// the refusal is recorded in the ledger with its reason.

/** A release the rules do not allow: nothing was changed. */
export class RefusedRelease extends Error {
  /** @override */
  name = 'RefusedRelease';
}
