// @ts-check
// A remote's origin sends platform/servers/nginx's headers (remote-headers.mjs): CORS for a site's
// origin that asks, never on HTML, and a part's preview page's own CSP.
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { nginxSends, securityHeadersOf } from '../testing/nginx-sends.mjs';
import { ENTRY, get, PREVIEW_PAGE, servedFolder } from '../testing/served-folder.mjs';
import { inFolder, remoteOrigin, shellOrigin } from './handlers.mjs';

const folder = servedFolder();

/** A remote's origin on the test's folder, in this process. */
const serveRemote = () => folder.serve(() => remoteOrigin({ rootsOf: inFolder(folder.dir) }));

/**
 * What nginx sends with `file`'s headers on a remote's file, as a local server serves it:
 * revalidated, and no HSTS on loopback.
 * @param {string} file @param {Record<string, string>} origins
 */
const remoteSends = (file, origins) =>
  nginxSends(file, { ...origins, cache_control: 'no-cache', hsts: '' });

describe("a remote's origin sends platform/servers/nginx's headers", () => {
  it("its modules: the remote's headers, CORS for the site's origin that asks", async () => {
    const port = await serveRemote();
    const entry = await get(port, ENTRY, { Origin: 'http://localhost:4000' });
    expect(entry.status).toBe(200);
    const nginx = remoteSends('remote-headers.conf', { SHELL_ORIGIN: 'http://localhost:4000' });
    const { vary, 'cache-control': cacheControl, ...rest } = nginx;
    expect(securityHeadersOf(entry, rest)).toEqual(rest);
    expect(entry.headers['cache-control']).toBe(cacheControl);
    expect(entry.headers.vary?.split(/,\s*/)).toEqual([vary, 'Accept-Encoding']);

    // A preview's page loads the same modules; another site's is not answered.
    const preview = 'http://0123456789ab.preview.localhost:4010';
    const fromPreview = await get(port, ENTRY, { Origin: preview });
    expect(fromPreview.headers['access-control-allow-origin']).toBe(preview);
    for (const origin of ['https://evil.test', 'http://localhost.evil.test:4000', 'null']) {
      const other = await get(port, ENTRY, { Origin: origin });
      expect(other.status, origin).toBe(200);
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe("a part's preview page on its remote's origin", () => {
  beforeEach(() => folder.putPreviewPage());

  it("sends preview-page-headers.conf's, framed by the editor's origin alone; every other path keeps the remote's", async () => {
    const port = await serveRemote();
    const page = await get(port, PREVIEW_PAGE, { Origin: 'http://localhost:4000' });
    expect(page.status).toBe(200);
    const nginx = remoteSends('preview-page-headers.conf', {
      ADMIN_ORIGIN: 'http://localhost:4004',
    });
    const { 'cache-control': cacheControl, ...rest } = nginx;
    expect(securityHeadersOf(page, rest)).toEqual(rest);
    expect(page.headers['cache-control']).toBe(cacheControl);
    const csp = page.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost:4004$/);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();

    // The remote's own page, its modules, and a look-alike path: the remote's headers, unchanged.
    const remote = remoteSends('remote-headers.conf', { SHELL_ORIGIN: '' });
    for (const path of [
      '/releases/x/index.html',
      ENTRY,
      '/owner-preview.html',
      '/releases/x/y/owner-preview.html',
      '/releases/x/owner-preview.html.map',
    ]) {
      const other = await get(port, path);
      expect(other.headers['content-security-policy'], path).toBe(
        remote['content-security-policy'],
      );
    }
  });
});

describe('no HTML is readable across origins', () => {
  it('never Access-Control-Allow-Origin: * on a page, on any origin', async () => {
    folder.putSite();
    const shellPort = await folder.serve((port) =>
      shellOrigin({ rootsOf: inFolder(join(folder.dir, 'site/shell')), shellPort: port }),
    );
    for (const path of ['/', '/about', '/no-such-page', '/index.html']) {
      const page = await get(shellPort, path, { Origin: 'https://evil.test' });
      expect(page.headers['content-type'], path).toContain('text/html');
      expect(page.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    // A remote's own page (its build's index.html), asked by the site's origin itself.
    const remotePort = await serveRemote();
    const page = await get(remotePort, '/index.html', { Origin: 'http://localhost:4000' });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get(remotePort, ENTRY)).headers['access-control-allow-origin']).not.toBe('*');
  });
});
