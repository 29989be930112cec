// @ts-check
// Every origin's checks before its own answers (origin-handler.mjs): nothing hidden is
// served, on a remote's origin or the shell's.
import { describe, expect, it } from 'vitest';
import { ENTRY, get, servedFolder } from '../testing/served-folder.mjs';
import { inFolder, remoteOrigin, shellOrigin } from './handlers.mjs';

const folder = servedFolder();

describe('hidden paths', () => {
  const hidden = [
    '/releases/x/.vite/manifest.json',
    '/releases/x/%2evite/manifest.json',
    '/releases/x/%2Evite%2Fmanifest.json',
    '/releases/x%2f.vite/manifest.json',
    '/.env',
    '/%2eenv',
    '/.git/HEAD',
    '/.well-known/security.txt',
  ];

  it("a remote's origin answers each with a bare 404, never the file", async () => {
    const port = await folder.serve(() => remoteOrigin({ rootsOf: inFolder(folder.dir) }));
    for (const path of hidden) {
      const response = await get(port, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toBe('Not found');
    }
    expect((await get(port, ENTRY)).status).toBe(200);
  });

  it("the shell's origin too: a bare 404, not its not-found page", async () => {
    const port = await folder.serve((shellPort) =>
      shellOrigin({ rootsOf: inFolder(folder.dir), shellPort }),
    );
    for (const path of hidden) {
      const response = await get(port, path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('text/plain');
      expect(response.body, path).toBe('Not found');
    }
  });
});
