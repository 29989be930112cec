// @ts-check
// The release the watch's tests follow: mf-contact moved from OLD to NEW, as the ledger
// says, whose field figures the watch then compares.

/** @import { LedgerEntry } from '../core/storage.mjs' */

export const OLD = 'aaaaaaaaaaaa';
export const NEW = 'bbbbbbbbbbbb';

/**
 * The ledger's line for NEW going live in place of OLD at `at`.
 * @param {Date} at @returns {LedgerEntry}
 */
export const newWentLive = (at) => ({
  at: at.toISOString(),
  who: 'team',
  action: 'release',
  app: 'mf-contact',
  id: NEW,
  previous: OLD,
  result: 'done',
});
