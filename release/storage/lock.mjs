// @ts-check
// A lock on a folder deployment, taken by creating its file exclusively (O_EXCL), so two
// releases or two ledger writers on one machine or one shared disk never interleave. A
// lock whose holder died (same host, no such process) or that is older than its time
// limit is stale: the next taker moves it aside and takes the lock.
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {{ pid: number, host: string, at: string, purpose: string }} Holder */

/** @param {string} path @returns {Holder | null} null when there is no lock, or it is unreadable */
function holderOf(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds the number, so it is alive.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * @param {Holder | null} holder @param {number} staleMs @param {number} now
 */
export function isStale(holder, staleMs, now = Date.now()) {
  if (!holder) return true;
  if (holder.host === hostname() && !isAlive(holder.pid)) return true;
  return now - Date.parse(holder.at) > staleMs;
}

/**
 * Runs `task` holding the lock at `path`.
 * @template T
 * @param {string} path
 * @param {() => Promise<T>} task
 * @param {{ purpose: string, staleMs: number, waitMs: number, onWait?: (holder: Holder) => void }} options
 * @returns {Promise<T>}
 */
export async function withLock(path, task, { purpose, staleMs, waitMs, onWait }) {
  const me = JSON.stringify({ pid: process.pid, host: hostname(), at: '', purpose });
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      writeFileSync(path, me.replace('"at":""', `"at":"${new Date().toISOString()}"`), {
        flag: 'wx',
      });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (isStale(holder, staleMs)) {
      // Moved aside under a name of our own, so of two takers only one removes it.
      const aside = `${path}.stale-${process.pid}`;
      try {
        renameSync(path, aside);
      } catch {
        continue; // another taker moved it first
      }
      // Between reading and moving, another taker may have replaced the stale lock with
      // its own, live one: that one goes back (link fails if a third has taken the lock).
      const moved = holderOf(aside);
      if (moved && JSON.stringify(moved) !== JSON.stringify(holder)) {
        try {
          linkSync(aside, path);
        } catch {}
      }
      rmSync(aside, { force: true });
      continue;
    }
    if (holder && !told) {
      onWait?.(holder);
      told = true;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${path} is held by process ${holder?.pid} on ${holder?.host} (${holder?.purpose}, since ${holder?.at}); try again once it has finished`,
      );
    }
    await sleep(25 + Math.random() * 50);
  }
  try {
    return await task();
  } finally {
    // Only our own lock: a holder declared stale by mistake must not remove its successor's.
    if (holderOf(path)?.pid === process.pid) rmSync(path, { force: true });
  }
}
