// @ts-check
// A lock on a folder deployment, taken by creating its file exclusively, so two releases
// or two ledger writers on one machine or one shared disk never interleave. The file is
// written whole under another name and hard-linked into place (link fails if the lock
// exists), so no one ever reads a lock half-written. A lock whose holder died (same
// host, no such process, or this process without that token) or that is older than its
// time limit is stale: the next taker moves it aside and takes the lock.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {{ pid: number, host: string, at: string, purpose: string, token?: string }} Holder */

/** The tokens of the locks this process holds now. */
const held = new Set();

/** @param {string} path @returns {Holder | null} null when there is no lock, or it is unreadable */
function holderOf(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Whether process `pid` of this machine still runs. @param {number} pid */
export function isAlive(pid) {
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
  if (holder.host === hostname()) {
    if (!isAlive(holder.pid)) return true;
    // Ours, but no longer held: left behind by a take-over that put it back too late.
    if (holder.pid === process.pid && holder.token && !held.has(holder.token)) return true;
  }
  return now - Date.parse(holder.at) > staleMs;
}

/**
 * Creates the lock at `path` whole, or returns false if it exists.
 * @param {string} path @param {Holder} holder
 */
function create(path, holder) {
  const temporary = `${path}.${holder.token}`;
  writeFileSync(temporary, JSON.stringify(holder));
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Moves a stale lock aside; puts it back if what was moved turns out not to be the lock
 * judged stale (another taker replaced it in between).
 * @param {string} path @param {Holder | null} stale
 */
function takeOver(path, stale) {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // another taker moved it first
  }
  const moved = holderOf(aside);
  if (moved && JSON.stringify(moved) !== JSON.stringify(stale)) {
    try {
      linkSync(aside, path);
    } catch {}
  }
  rmSync(aside, { force: true });
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
  const token = randomBytes(8).toString('hex');
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const me = { pid: process.pid, host: hostname(), at: new Date().toISOString(), purpose, token };
    held.add(token);
    if (create(path, me)) break;
    held.delete(token);
    const holder = holderOf(path);
    if (isStale(holder, staleMs)) {
      takeOver(path, holder);
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
    held.delete(token);
    // Only our own lock: a holder declared stale by mistake must not remove its successor's.
    if (holderOf(path)?.token === token) rmSync(path, { force: true });
  }
}
