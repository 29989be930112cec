// @ts-check
// The shell's origin sends platform/servers/nginx's headers (shell-headers.mjs): the site's CSP
// with each page's own inline-code hashes on HTML, none on any other file.
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { remotesBeside, securityHeadersOf, siteSends } from '../testing/nginx-sends.mjs';
import { get, HOME_HASHES, PREVIEW_PAGE, servedFolder } from '../testing/served-folder.mjs';
import { inFolder, shellOrigin } from './handlers.mjs';

const folder = servedFolder();

/** The shell's origin on the miniature deployment's shell folder (putSite), in this process. */
const serveShell = () =>
  folder.serve((shellPort) =>
    shellOrigin({ rootsOf: inFolder(join(folder.dir, 'site/shell')), shellPort }),
  );

describe("the shell's origin sends platform/servers/nginx's headers", () => {
  it("a composed page: the site's CSP with its own inline-code hashes, frame-ancestors, Referrer-Policy, nosniff; no CORS", async () => {
    folder.putSite();
    const port = await serveShell();
    const home = await get(port, '/', { Origin: 'https://evil.test' });
    expect(home.status).toBe(200);
    const nginx = siteSends({
      REMOTE_ORIGINS: remotesBeside(port),
      csp_script_hashes: HOME_HASHES.script.join(' '),
      csp_style_hashes: HOME_HASHES.style.join(' '),
      hsts: '',
    });
    expect(securityHeadersOf(home, nginx)).toEqual(nginx);
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['cache-control']).toBe('no-cache');

    // A page whose composition wrote no hashes, the not-found page: the CSP
    // without any (nginx's map default).
    const none = siteSends({
      REMOTE_ORIGINS: remotesBeside(port),
      csp_script_hashes: '',
      csp_style_hashes: '',
      hsts: '',
    });
    for (const [path, status] of /** @type {const} */ ([
      ['/about', 200],
      ['/no-such-page', 404],
    ])) {
      const response = await get(port, path);
      expect(response.status, path).toBe(status);
      expect(securityHeadersOf(response, none), path).toEqual(none);
    }
    // A redirect has no document (nginx's, with its little HTML body, gets the CSP).
    const moved = await get(port, '/about/');
    expect(moved.status).toBe(301);
    expect(moved.headers['content-security-policy']).toBeUndefined();
    expect(moved.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an asset: the same headers without the CSP, cached a year', async () => {
    folder.putSite();
    const port = await serveShell();
    const asset = await get(port, '/assets/app-0123abcd.js', { Origin: 'http://localhost:4001' });
    expect(asset.status).toBe(200);
    const nginx = siteSends(
      {
        REMOTE_ORIGINS: remotesBeside(port),
        csp_script_hashes: '',
        csp_style_hashes: '',
        hsts: '',
      },
      { html: false },
    );
    expect(securityHeadersOf(asset, nginx)).toEqual(nginx);
    // The CSP is a document's: nginx sends it with HTML alone.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe("a part's preview page on the shell's origin", () => {
  beforeEach(() => folder.putPreviewPage());

  it("is nothing special on the shell's origin: the site's page rules", async () => {
    folder.putSite();
    const port = await serveShell();
    const page = await get(port, PREVIEW_PAGE);
    expect(page.headers['content-security-policy'] ?? '').not.toContain('frame-ancestors http');
  });
});
