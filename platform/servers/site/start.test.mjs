// @ts-check
// The site's start script (start.mjs) as npm start and the browser tests run it: a child
// process on a free loopback port, serving a temporary folder, reading what it is told
// from its environment as platform/servers/nginx/render.sh reads it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { get, servedFolder } from '../testing/served-folder.mjs';

const START = join(import.meta.dirname, 'start.mjs');
const folder = servedFolder();

describe("the shell's origin, started", () => {
  it("reads a release's new hashes without a restart, and REMOTE_ORIGINS as nginx's render.sh does", async () => {
    folder.putSite();
    const remotes = 'http://localhost:4001 http://localhost:4013';
    const { port } = await folder.start(START, ['--spa'], [], {
      root: 'site/shell',
      env: { REMOTE_ORIGINS: remotes },
    });
    const before = (await get(port, '/about')).headers['content-security-policy'];
    expect(before).toContain(`script-src 'self' ${remotes} ;`);
    const hashes = { script: ["'sha256-YWJvdXQ='"], style: ["'sha256-c3R5bGU='"] };
    folder.put('/site/csp/routes.json', JSON.stringify({ '/_routes/about/index.html': hashes }));
    const after = (await get(port, '/about')).headers['content-security-policy'];
    expect(after).toContain(`script-src 'self' ${remotes} 'sha256-YWJvdXQ=';`);
    expect(after).toContain(`style-src 'self' ${remotes} 'sha256-c3R5bGU=';`);
  });
});

describe("a remote's origin, started", () => {
  it("names the editor's origin it is told (ADMIN_ORIGIN, as nginx's render.sh reads it)", async () => {
    folder.put('/releases/x/owner-preview.html', '<div id="root"></div>');
    const { port } = await folder.start(START, [], [], {
      env: { ADMIN_ORIGIN: 'https://editor.example.in' },
    });
    const page = await get(port, '/releases/x/owner-preview.html');
    expect(page.headers['content-security-policy']).toMatch(
      /; frame-ancestors https:\/\/editor\.example\.in$/,
    );
  });
});
