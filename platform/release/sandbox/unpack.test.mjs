// @ts-check
// What a build sends back is read as data, and a team can write that stream itself (it
// runs as the same user as the engine's first process in the sandbox). Each rule has a
// stream that breaks it; the control is a stream that keeps them all.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, unpack } from './unpack.mjs';

/** @type {string} */
let work;
/** @type {string[]} */
let folders;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'jac-unpack-'));
  folders = [join(work, 'output'), join(work, 'cache')];
  for (const folder of folders) mkdirSync(folder);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const LIMITS = [
  { bytes: 1024 * 1024, entries: 100 },
  { bytes: 1024 * 1024, entries: 100 },
];

/** A stream of entries: [header, body?] pairs, then the end. @param {Array<[object, string?]>} entries */
function stream(entries, { end = true } = {}) {
  const through = new PassThrough();
  for (const [header, body] of entries) {
    through.write(
      `${JSON.stringify(body === undefined ? header : { ...header, size: Buffer.byteLength(body) })}\n`,
    );
    if (body !== undefined) through.write(body);
  }
  if (end) through.write(`${JSON.stringify({ end: true })}\n`);
  through.end();
  return through;
}

const file = (/** @type {string} */ path, output = 0) => ({ output, path, kind: 'file' });
const folder = (/** @type {string} */ path, output = 0) => ({ output, path, kind: 'folder' });

describe('a build stream', () => {
  it('unpacks folders and files it names, in their order (control)', async () => {
    const done = await unpack(
      stream([
        [folder('assets')],
        [file('assets/app.js'), 'export {};'],
        [file('index.html'), '<p>hi</p>'],
      ]),
      folders,
      LIMITS,
    );
    expect(done).toMatchObject({ ended: true, entries: 3 });
    expect(readFileSync(join(work, 'output/assets/app.js'), 'utf8')).toBe('export {};');
  });

  it('makes no folder it did not name: parents are never made on its word', async () => {
    await expect(unpack(stream([[file('a/b/c/deep.js'), 'x']]), folders, LIMITS)).rejects.toThrow(
      /ENOENT/,
    );
    expect(readdirSync(join(work, 'output'))).toEqual([]);
  });

  it('refuses a path deeper than 64 folders, or one that climbs', async () => {
    const deep = Array.from({ length: 65 }, () => 'a').join('/');
    await expect(unpack(stream([[folder(deep)]]), folders, LIMITS)).rejects.toThrow(/deeper/);
    await expect(unpack(stream([[file('../up.js'), 'x']]), folders, LIMITS)).rejects.toThrow(
      /does not write/,
    );
  });

  it('refuses a file over 64 MB before reading a byte of it', async () => {
    const through = new PassThrough();
    through.end(`${JSON.stringify({ ...file('big.bin'), size: MAX_FILE_BYTES + 1 })}\n`);
    await expect(unpack(through, folders, LIMITS)).rejects.toThrow(/a file over 64 MB/);
  });

  it("charges each output its own limits, and each entry for its inode: a cache can't borrow the output's", async () => {
    const many = Array.from(
      { length: 60 },
      (_, index) => /** @type {[object]} */ ([folder(`f${index}`, 1)]),
    );
    await expect(
      unpack(stream(many), folders, [
        { bytes: 1024 * 1024, entries: 100 },
        { bytes: 200 * 1024, entries: 1000 },
      ]),
    ).rejects.toThrow(/more than 0.1953125 MB/);
  });

  it('refuses a link, a second copy of a file, and a stream cut short', async () => {
    await expect(
      unpack(stream([[{ output: 0, path: 'passwd', kind: 'other' }]]), folders, LIMITS),
    ).rejects.toThrow(/not a plain file or folder/);
    await expect(
      unpack(
        stream([
          [file('twice.js'), 'a'],
          [file('twice.js'), 'b'],
        ]),
        folders,
        LIMITS,
      ),
    ).rejects.toThrow(/EEXIST/);
    await expect(
      unpack(stream([[file('cut.js'), 'abc']], { end: false }), folders, LIMITS),
    ).resolves.toMatchObject({ ended: false });
  });
});
