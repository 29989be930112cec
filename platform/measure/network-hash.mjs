// @ts-check
// Each event is stored with a salted hash of its sender's network (network.mjs), so the
// watch can count how many networks its figures come from and let none weigh more than a
// few views (decision 021). The salt is random, made anew at each UTC midnight, and lives
// only in this closure: never stored, never printed, so yesterday's hashes cannot be
// tied to a network, nor to today's. Plausible counts visitors without cookies this way.
// Each salt has an epoch, a random name of its own (not derived from it), written before
// the hash: one network seen under two salts (across midnight, or a restart) is two
// hashes, so the watch counts networks epoch by epoch and takes the largest (queries.mjs),
// never their sum.
import { createHmac, randomBytes } from 'node:crypto';
import { networkOf } from './network.mjs';

const DAY = 24 * 60 * 60 * 1000;

/** @param {() => number} [clock] @returns {(address: string) => string} */
export function networkHasher(clock = Date.now) {
  let day = Number.NaN;
  let salt = randomBytes(32);
  let epoch = '';
  return (address) => {
    const today = Math.floor(clock() / DAY);
    if (today !== day) {
      day = today;
      salt = randomBytes(32);
      epoch = randomBytes(6).toString('base64url').slice(0, EPOCH_LENGTH);
    }
    // 96 bits: no two networks of a day share one.
    const hash = createHmac('sha256', salt).update(networkOf(address)).digest('base64url');
    return `${epoch}.${hash.slice(0, 16)}`;
  };
}

/** How long an epoch's name is, before the '.' that ends it. */
export const EPOCH_LENGTH = 6;
