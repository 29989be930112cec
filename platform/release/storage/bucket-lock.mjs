// @ts-check
// A lock in a bucket: an object, locks/<scope>.json, created with If-None-Match: * so that
// of two writers exactly one succeeds (S3's conditional writes, decision 012). A lock older
// than its time limit, or whose process on this machine is gone (a killed release), is
// taken over with If-Match on the ETag that was judged stale, so two takers cannot both
// win; it is removed with If-Match on its own ETag, so a holder declared stale never
// removes its successor's. A holder wrongly judged stale still loses no update: the
// pointer it writes is compare-and-swapped too.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from './lock.mjs';

/** @import { Versioned } from '../core/storage.mjs' */

/** A release that has held the lock this long has died without a trace (a cancelled CI job). */
const STALE_MS = 10 * 60_000;
/** How long a release waits for another one of the same app before giving up. */
const WAIT_MS = 10 * 60_000;

/**
 * @typedef {object} ConditionalBucket what the lock needs of bucket-storage.mjs's Bucket
 * @property {(path: string) => Promise<Versioned>} getVersioned
 * @property {(path: string, body: string, version: string | null) => Promise<boolean>} putIfUnchanged
 * @property {(path: string, version: string) => Promise<void>} removeIfUnchanged
 */

/** The lock object of a scope (an app's name, checked by the engine's gate). @param {string} scope */
export const lockPath = (scope) => `locks/${scope}.json`;

/**
 * Runs `task` holding `scope`'s lock object.
 * @template T
 * @param {ConditionalBucket} bucket @param {string} scope @param {() => Promise<T>} task
 * @param {{ staleMs?: number, waitMs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withBucketLock(bucket, scope, task, options = {}) {
  const { staleMs = STALE_MS, waitMs = WAIT_MS, log = console.log } = options;
  const path = lockPath(scope);
  const token = randomBytes(8).toString('hex');
  const deadline = Date.now() + waitMs;
  const mine = () =>
    JSON.stringify({ token, pid: process.pid, host: hostname(), at: new Date().toISOString() });
  let told = false;
  for (;;) {
    if (await bucket.putIfUnchanged(path, mine(), null)) break;
    const { body, version } = await bucket.getVersioned(path);
    if (!body || !version) continue; // released meanwhile: try again at once
    const holder = holderOf(body);
    if (isStale(holder, staleMs)) {
      if (await bucket.putIfUnchanged(path, mine(), version)) break;
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${path} is held by process ${holder.pid} on ${holder.host} since ${holder.at}; try again once that release has finished`,
      );
    }
    if (!told) log(`waiting for the release of ${scope} by ${holder.host} (since ${holder.at})`);
    told = true;
    await sleep(200 + Math.random() * 300);
  }
  try {
    return await task();
  } finally {
    // A lock left behind goes stale; it must not turn the task's outcome into a failure.
    try {
      const { body, version } = await bucket.getVersioned(path);
      if (body && version && holderOf(body).token === token) {
        await bucket.removeIfUnchanged(path, version);
      }
    } catch (error) {
      log(`${path} could not be removed (${/** @type {Error} */ (error).message}): it goes stale`);
    }
  }
}

/**
 * @param {{ pid?: number, host?: string, at?: string }} holder @param {number} staleMs
 */
const isStale = (holder, staleMs) =>
  // An unreadable lock has no time: stale.
  !(Date.now() - Date.parse(holder.at ?? '') <= staleMs) ||
  (holder.host === hostname() && typeof holder.pid === 'number' && !isAlive(holder.pid));

/** @param {Buffer} body @returns {{ token?: string, pid?: number, host?: string, at?: string }} */
function holderOf(body) {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return {}; // unreadable: no time, so stale
  }
}
