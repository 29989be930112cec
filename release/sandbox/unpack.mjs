// @ts-check
// What a build sends back (build-host.mjs), read as data: a header line of JSON, then that
// many bytes, entry after entry. Each path is checked word by word before anything is
// written, only plain files and folders are made, in fresh folders of the engine's that
// nothing else writes, and the whole is limited in bytes and in entries. A link, a FIFO,
// a path that climbs, a count or size over the limit: the stream is refused whole.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printable } from '../engine/printable.mjs';

/** @typedef {{ bytes: number, entries: number }} UnpackLimits */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const BAD_NAME = /[\u0000-\u001f\u007f\\]|^\.\.?$/u;
const MAX_HEADER = 4096;

/** @param {unknown} path @returns {string} */
export function checkedPath(path) {
  if (typeof path !== 'string' || path === '' || path.length > 1024 || path.startsWith('/')) {
    throw new Error(
      `the build sent a path that is not a relative path: ${printable(String(path))}`,
    );
  }
  for (const word of path.split('/')) {
    if (word === '' || word.length > 255 || BAD_NAME.test(word)) {
      throw new Error(`the build sent a path the engine does not write: ${printable(path)}`);
    }
  }
  return path;
}

/**
 * Unpacks `stream` into `folders` (one per output the build declared, each new and empty).
 * Resolves with what it wrote once the build says it ended; rejects with the reason on the
 * first entry that breaks a rule (the caller stops the build).
 * @param {NodeJS.ReadableStream} stream @param {string[]} folders @param {UnpackLimits} limits
 * @returns {Promise<{ bytes: number, entries: number, ended: boolean }>}
 */
export function unpack(stream, folders, limits) {
  /** @type {Buffer} */
  let buffer = Buffer.alloc(0);
  /** @type {{ output: number, path: string, size: number } | null} */
  let file = null;
  const totals = { bytes: 0, entries: 0, ended: false };
  return new Promise((resolve, reject) => {
    let failed = false;
    /** @param {string} why */
    const fail = (why) => {
      if (failed) return;
      failed = true;
      stream.removeAllListeners('data');
      reject(new Error(why));
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
      const path = checkedPath(header.path);
      totals.entries += 1;
      if (totals.entries > limits.entries) {
        throw new Error(`more than ${limits.entries} files and folders`);
      }
      if (header.kind === 'folder') {
        mkdirSync(join(folder, path), { recursive: true });
      } else if (header.kind === 'file') {
        const size = Number(header.size);
        if (!Number.isInteger(size) || size < 0) throw new Error('a file without its size');
        totals.bytes += size;
        if (totals.bytes > limits.bytes) {
          throw new Error(`more than ${limits.bytes / 1024 / 1024} MB`);
        }
        file = { output, path, size };
      } else {
        throw new Error(`${printable(path)} is not a plain file or folder`);
      }
    };
    const drain = () => {
      for (;;) {
        if (file) {
          if (buffer.length < file.size) return;
          const target = join(/** @type {string} */ (folders[file.output]), file.path);
          mkdirSync(join(target, '..'), { recursive: true });
          // 'wx': a fresh file; a second entry of the same path is refused, not merged.
          writeFileSync(target, buffer.subarray(0, file.size), { flag: 'wx', mode: 0o644 });
          buffer = buffer.subarray(file.size);
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
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      if (failed) return;
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
