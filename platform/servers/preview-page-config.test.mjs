// @ts-check
// A part's preview page (/releases/<id>/owner-preview.html on a remote's origin) in the
// production configurations: platform/servers/nginx (render.sh) and platform/servers/cdn (render.mjs) answer
// it with its own headers, which let the editor's origin alone frame it, and answer every
// other path of a remote's origin as before. The local server's answers are
// site/remote-headers.test.mjs's; nginx's own, testing/e2e/server/headers.spec.ts's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composition } from 'composition';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_PAGE_LOCATION } from './security-headers.mjs';

const REMOTE_POLICY = `add_header Content-Security-Policy "default-src 'none'; frame-ancestors 'none'" always;`;
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors";

/** @type {string} */
let prefix;
beforeEach(() => {
  prefix = mkdtempSync(join(tmpdir(), 'jac-preview-page-config-'));
});
afterEach(() => rmSync(prefix, { recursive: true, force: true }));

/** Each remote's server block of a rendered remote-servers.conf. @param {string} file */
const serverBlocks = (file) =>
  readFileSync(file, 'utf8')
    .split(/^server \{$/m)
    .slice(1);

/** The preview page's location of a server block, if any. @param {string} block */
const previewLocation = (block) =>
  block.match(
    new RegExp(`location ~ ${PREVIEW_PAGE_LOCATION.replace(/[\\^$.[\]+]/g, '\\$&')} \\{([^}]*)\\}`),
  )?.[1];

describe("platform/servers/nginx's remotes", () => {
  it.skipIf(!existsSync('/usr/sbin/nginx') && !existsSync('/usr/bin/nginx'))(
    "answer a part's preview page with preview-page-headers.conf, the editor's origin filled in; the rest with remote-headers.conf",
    () => {
      const site = mkdtempSync(join(tmpdir(), 'jac-preview-page-site-'));
      try {
        execFileSync('bash', [join(import.meta.dirname, 'nginx/render.sh'), prefix], {
          env: { ...process.env, SITE_DIR: site, ADMIN_ORIGIN: 'https://editor.example.in' },
          stdio: 'pipe',
        });
      } finally {
        rmSync(site, { recursive: true, force: true });
      }
      const blocks = serverBlocks(join(prefix, 'remote-servers.conf'));
      expect(blocks).toHaveLength(Object.keys(composition.remotes).length);
      for (const block of blocks) {
        expect(block).toContain(`include ${prefix}/remote-headers.conf;`);
        expect(
          previewLocation(block)
            ?.trim()
            .split(/\s*\n\s*/),
        ).toEqual([`include ${prefix}/preview-page-headers.conf;`, 'try_files $uri =404;']);
      }
      expect(readFileSync(join(prefix, 'preview-page-headers.conf'), 'utf8')).toContain(
        `"${PAGE_POLICY} https://editor.example.in" always;`,
      );
      expect(readFileSync(join(prefix, 'remote-headers.conf'), 'utf8')).toContain(REMOTE_POLICY);
    },
  );
});

describe("platform/servers/cdn's remotes", () => {
  it("answer a part's preview page with its own policy, framed by the editor's origin; the rest as before", () => {
    execFileSync(
      process.execPath,
      [join(import.meta.dirname, 'cdn/render.mjs'), prefix, 'http://127.0.0.1:4569/site/x', '5000'],
      { stdio: 'pipe' },
    );
    const blocks = serverBlocks(join(prefix, 'remote-servers.conf'));
    expect(blocks).toHaveLength(Object.keys(composition.remotes).length);
    const adminPort = composition.admin.port - composition.shell.port + 5000;
    for (const block of blocks) {
      const location = previewLocation(block) ?? '';
      const server = block.replace(location, '');
      expect(server).toContain(REMOTE_POLICY);
      expect(location).toContain(`"${PAGE_POLICY} http://localhost:${adminPort}" always;`);
      expect(location).not.toContain("frame-ancestors 'none'");
      // nginx adds none of the server's headers where a location adds its own: all of them.
      for (const header of [
        'X-Content-Type-Options nosniff',
        'Referrer-Policy strict-origin-when-cross-origin',
        'Permissions-Policy',
        'Strict-Transport-Security $hsts',
      ]) {
        expect(location, header).toContain(`add_header ${header}`);
      }
      expect(location).toMatch(/proxy_pass http:\/\/bucket;/);
    }
  });
});
