// @ts-check
// Sending a file (send-file.mjs): validators and 304s, and a file a release removes
// while it is being served.
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRY, get, servedFolder } from '../testing/served-folder.mjs';
import { inFolder, remoteOrigin } from './handlers.mjs';

const folder = servedFolder();

/** A remote's origin on the test's folder, in this process. */
const serveRemote = () => folder.serve(() => remoteOrigin({ rootsOf: inFolder(folder.dir) }));

describe('revalidation', () => {
  it('sends a weak ETag and Last-Modified, its Cache-Control unchanged, and a Permissions-Policy', async () => {
    const port = await serveRemote();
    const entry = await get(port, ENTRY);
    expect(entry.status).toBe(200);
    expect(entry.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(entry.headers['last-modified'] ?? '')).not.toBeNaN();
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['permissions-policy']).toContain('geolocation=()');
    const asset = await get(port, '/assets/app-0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.etag).toMatch(/^W\//);
  });

  it('answers a copy still current with 304 and no body, by ETag or by date, gzip or not', async () => {
    const port = await serveRemote();
    const first = await get(port, ENTRY);
    const etag = first.headers.etag ?? '';
    const lastModified = first.headers['last-modified'] ?? '';
    /** @type {Record<string, string>[]} */
    const current = [
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", ${etag}`, 'Accept-Encoding': 'gzip' },
      { 'If-Modified-Since': lastModified },
    ];
    for (const headers of current) {
      const again = await get(port, ENTRY, headers);
      expect(again.status, JSON.stringify(headers)).toBe(304);
      expect(again.body, JSON.stringify(headers)).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    // An old copy, or a tag that is not the file's, gets the file.
    const stale = await get(port, ENTRY, { 'If-Modified-Since': new Date(0).toUTCString() });
    expect(stale.status).toBe(200);
    expect((await get(port, ENTRY, { 'If-None-Match': 'W/"1-1"' })).status).toBe(200);

    // The file replaced: a new tag, and the old one no longer matches.
    folder.put(ENTRY, 'export const entry = 2;\n');
    utimesSync(join(folder.dir, ENTRY), new Date(), new Date(Date.now() + 5_000));
    const replaced = await get(port, ENTRY, { 'If-None-Match': etag });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toBe('export const entry = 2;\n');
    expect(replaced.headers.etag).not.toBe(etag);
  });
});

describe('a file removed by a release while it is being served', () => {
  it('answers 404, and the server goes on serving', async () => {
    // Deterministically, a release removing the file right after the server found it:
    // this preload deletes a "vanishing" file as soon as the server's lookup (statSync)
    // has seen it. It replaces node:fs's statSync for a whole process: the server's own,
    // started by its start script.
    const preload = join(folder.dir, 'vanish-after-lookup.mjs');
    writeFileSync(
      preload,
      `import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const { statSync, rmSync } = fs;
fs.statSync = (path, ...rest) => {
  const stat = statSync(path, ...rest);
  if (String(path).includes('vanishing') && stat?.isFile()) rmSync(path);
  return stat;
};
syncBuiltinESMExports();
`,
    );
    const { port, child, stderr } = await folder.start(
      join(import.meta.dirname, 'start.mjs'),
      [],
      ['--import', pathToFileURL(preload).href],
    );
    /** @type {Record<string, string>[]} */
    const encodings = [{}, { 'Accept-Encoding': 'gzip' }];
    for (const headers of encodings) {
      folder.put('/releases/x/vanishing.js', 'export {};\n'.repeat(1000));
      const response = await get(port, '/releases/x/vanishing.js', headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
    }
    expect((await get(port, ENTRY)).status).toBe(200);
    expect(child.exitCode, stderr()).toBeNull();
  });
});
