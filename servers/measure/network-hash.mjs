// @ts-check
// Each event is stored with a salted hash of its sender's network (network.mjs), so the
// watch can count how many networks its figures come from and let none weigh more than a
// few views (decision 021). The salt is random, made anew at each UTC midnight, and lives
// only in this closure: never stored, never printed, so yesterday's hashes cannot be
// tied to a network, nor to today's. Plausible counts visitors without cookies this way.
import { createHmac, randomBytes } from 'node:crypto';
import { networkOf } from './network.mjs';

const DAY = 24 * 60 * 60 * 1000;

/** @param {() => number} [clock] @returns {(address: string) => string} */
export function networkHasher(clock = Date.now) {
  let day = Number.NaN;
  let salt = randomBytes(32);
  return (address) => {
    const today = Math.floor(clock() / DAY);
    if (today !== day) {
      day = today;
      salt = randomBytes(32);
    }
    // 96 bits: no two networks of a day share one.
    return createHmac('sha256', salt).update(networkOf(address)).digest('base64url').slice(0, 16);
  };
}
