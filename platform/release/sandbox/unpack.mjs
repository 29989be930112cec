// @ts-check
// What a build sends back (build-host.mjs), read as data: a header line of JSON, then that
// many bytes, entry after entry. Each path is checked word by word before anything is
// written; only plain files and folders are made, in fresh folders of the engine's that
// nothing else writes; a folder is made only when the stream names it, inside one already
// made (never a chain of parents on the stream's word), at most 64 deep; each output has
// its own limits in bytes and in entries, each entry counting 4 KB besides its bytes (a
// folder costs the disk too), and one file at most 64 MB, written as it comes. A link, a
// FIFO, a path that climbs, a count or a size over a limit: the stream is refused whole.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { printable } from '../core/printable.mjs';

/** @typedef {{ bytes: number, entries: number }} UnpackLimits */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const BAD_NAME = /[\u0000-\u001f\u007f\\]|^\.\.?$/u;
const MAX_HEADER = 4096;
const MAX_DEPTH = 64;
/** What an entry costs besides its bytes: an inode and a block. */
const ENTRY_BYTES = 4096;
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** @param {unknown} path @returns {string} */
export function checkedPath(path) {
  if (typeof path !== 'string' || path === '' || path.length > 1024 || path.startsWith('/')) {
    throw new Error(
      `the build sent a path that is not a relative path: ${printable(String(path))}`,
    );
  }
  const words = path.split('/');
  if (words.length > MAX_DEPTH) throw new Error(`the build sent a path deeper than ${MAX_DEPTH}`);
  for (const word of words) {
    if (word === '' || word.length > 255 || BAD_NAME.test(word)) {
      throw new Error(`the build sent a path the engine does not write: ${printable(path)}`);
    }
  }
  return path;
}

/**
 * Unpacks `stream` into `folders` (one per output the build declared, each new and empty,
 * each with its limits). Resolves with what it wrote once the build says it ended; rejects
 * with the reason on the first entry that breaks a rule (the caller stops the build).
 * @param {NodeJS.ReadableStream} stream @param {string[]} folders @param {UnpackLimits[]} limits
 * @returns {Promise<{ bytes: number, entries: number, ended: boolean }>}
 */
export function unpack(stream, folders, limits) {
  /** @type {Buffer} */
  let buffer = Buffer.alloc(0);
  /** @type {{ fd: number, left: number } | null} the file being written */
  let file = null;
  const used = folders.map(() => ({ bytes: 0, entries: 0 }));
  const totals = { bytes: 0, entries: 0, ended: false };
  /** @param {number} output @param {number} bytes */
  const charge = (output, bytes) => {
    const spent = /** @type {{ bytes: number, entries: number }} */ (used[output]);
    const limit = /** @type {UnpackLimits} */ (limits[output]);
    spent.entries += 1;
    spent.bytes += bytes + ENTRY_BYTES;
    totals.entries += 1;
    totals.bytes += bytes;
    if (spent.entries > limit.entries)
      throw new Error(`more than ${limit.entries} files and folders`);
    if (spent.bytes > limit.bytes) throw new Error(`more than ${limit.bytes / 1024 / 1024} MB`);
  };
  /** @param {Record<string, unknown>} header */
  const begin = (header) => {
    if (header.end === true) {
      totals.ended = true;
      return;
    }
    const output = Number(header.output);
    const folder = folders[output];
    if (!Number.isInteger(output) || folder === undefined) throw new Error('an unknown output');
    const path = join(folder, checkedPath(header.path));
    if (header.kind === 'folder') {
      charge(output, 0);
      // Not recursive: its parent must be one the stream already named.
      mkdirSync(path);
    } else if (header.kind === 'file') {
      const size = Number(header.size);
      if (!Number.isInteger(size) || size < 0) throw new Error('a file without its size');
      if (size > MAX_FILE_BYTES) throw new Error(`a file over ${MAX_FILE_BYTES / 1024 / 1024} MB`);
      charge(output, size);
      // 'wx': a fresh file; a second entry of the same path is refused, not merged.
      file = { fd: openSync(path, 'wx', 0o644), left: size };
    } else {
      throw new Error(`${printable(String(header.path))} is not a plain file or folder`);
    }
  };
  const drain = () => {
    for (;;) {
      if (file) {
        const take = Math.min(file.left, buffer.length);
        if (take > 0) writeSync(file.fd, buffer, 0, take);
        buffer = buffer.subarray(take);
        file.left -= take;
        if (file.left > 0) return;
        closeSync(file.fd);
        file = null;
        continue;
      }
      const newline = buffer.indexOf(10);
      if (newline < 0) {
        if (buffer.length > MAX_HEADER) throw new Error('a header longer than the engine reads');
        return;
      }
      if (totals.ended) throw new Error('more after its end');
      const line = buffer.subarray(0, newline).toString('utf8');
      buffer = buffer.subarray(newline + 1);
      const header = JSON.parse(line);
      if (typeof header !== 'object' || header === null) throw new Error('a header not JSON');
      begin(header);
    }
  };
  return new Promise((resolve, reject) => {
    let failed = false;
    /** @param {string} why */
    const fail = (why) => {
      if (failed) return;
      failed = true;
      if (file) closeSync(file.fd);
      file = null;
      stream.removeAllListeners('data');
      reject(new Error(why));
    };
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      if (failed) return;
      // Only what is left of a header is ever joined: a file's bytes go out as they come.
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      try {
        drain();
      } catch (error) {
        fail(/** @type {Error} */ (error).message);
      }
    });
    stream.on('end', () => {
      if (failed) return;
      if (file || buffer.length) fail('a stream cut short');
      else resolve(totals);
    });
    stream.on('error', (error) => fail(error.message));
  });
}
