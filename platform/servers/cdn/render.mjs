#!/usr/bin/env node
// @ts-check
// Renders the CDN configuration (nginx.conf.template) for a published bucket into a
// prefix folder. Usage: render.mjs PREFIX BUCKET_URL SHELL_PORT
//   BUCKET_URL: the bucket and prefix at the S3 endpoint, path-style, on loopback:
//   http://127.0.0.1:4569/site/jaipur
// The shell answers on SHELL_PORT, each remote of composition.json, the previews and the
// owner's editor on their ports shifted with it. Prints the shell's origin.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition, localAdminOrigin, shiftedPort } from 'composition';
import { cdnLanguageRoutes, fillLocations, serviceChoosers } from '../language-locations.mjs';
import { PREVIEW_PAGE_LOCATION } from '../security-headers.mjs';

const [prefix, bucketUrl, shellPort] = process.argv.slice(2);
if (!prefix || !bucketUrl || !shellPort) {
  console.error('usage: render.mjs PREFIX BUCKET_URL SHELL_PORT');
  process.exit(2);
}
const origin = new URL(bucketUrl);
const bucketPath = origin.pathname.replace(/\/+$/, '');
const remotes = Object.values(composition.remotes).map((remote) => ({
  folder: remote.package,
  port: shiftedPort(remote.port, Number(shellPort)),
}));
const remoteOrigins = remotes.map(({ port }) => `http://localhost:${port}`).join(' ');
const adminOrigin = localAdminOrigin(Number(shellPort));

/**
 * The headers every answer of a remote's origin carries, with its Content-Security-Policy:
 * its files' (nothing runs, nothing frames them), or a part's preview page's
 * (platform/servers/nginx/preview-page-headers.conf's: the editor's origin alone frames it).
 * @param {string} policy @param {string} indent
 */
const remoteHeaders = (policy, indent) =>
  [
    'add_header X-Cache $upstream_cache_status always;',
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Referrer-Policy strict-origin-when-cross-origin always;',
    `add_header Content-Security-Policy "${policy}" always;`,
    'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;',
    'add_header Strict-Transport-Security $hsts always;',
  ].join(`\n${indent}`);
const PREVIEW_PAGE_POLICY = `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors ${adminOrigin}`;

const blocks = remotes.map(
  ({ folder, port }) => `server {
  listen 127.0.0.1:${port};
  # CORS comes from the bucket's CORS configuration (docs/publishing.md), per Origin.
  ${remoteHeaders("default-src 'none'; frame-ancestors 'none'", '  ')}
  proxy_intercept_errors on;
  error_page 403 404 = @missing;
  # Nothing hidden (a release's .vite/ manifest, a dotfile): a bare 404.
  if ($uri ~ "/\\.") {
    return 404;
  }
  location / {
    rewrite ^(.*)$ ${bucketPath}/${folder}$1? break;
    proxy_pass http://bucket;
  }
  # A part's preview page: the editor frames it (nginx inherits no header where a block adds one).
  location ~ ${PREVIEW_PAGE_LOCATION} {
    ${remoteHeaders(PREVIEW_PAGE_POLICY, '    ')}
    rewrite ^(.*)$ ${bucketPath}/${folder}$1? break;
    proxy_pass http://bucket;
  }
  location @missing {
    return 404;
  }
}
`,
);

mkdirSync(join(prefix, 'tmp'), { recursive: true });
// The locations that name a language: one set for each of shared-types/locales.json.
const template = fillLocations(
  readFileSync(join(import.meta.dirname, 'nginx.conf.template'), 'utf8'),
  { SERVICE_CHOOSERS: serviceChoosers(), LANGUAGE_ROUTES: cdnLanguageRoutes(bucketPath) },
);
const values = {
  // Run as root (CI), nginx's workers would be "nobody", who cannot write the cache here.
  USER: process.getuid?.() === 0 ? 'user root;' : '',
  PREFIX: prefix,
  ORIGIN_HOST: origin.host,
  BUCKET_PATH: bucketPath,
  PORT_SHELL: shellPort,
  PORT_PREVIEWS: String(shiftedPort(composition.previews.port, Number(shellPort))),
  // The owner's editor, on an origin of its own.
  PORT_ADMIN: String(shiftedPort(composition.admin.port, Number(shellPort))),
  // The field measurement's collector, on loopback: /measure goes there.
  PORT_COLLECTOR: String(shiftedPort(composition.collector.port, Number(shellPort))),
  ADMIN_ORIGIN: adminOrigin,
  REMOTE_ORIGINS: remoteOrigins,
};
writeFileSync(
  join(prefix, 'nginx.conf'),
  template.replace(
    /@([A-Z_]+)@/g,
    (whole, name) => values[/** @type {keyof typeof values} */ (name)] ?? whole,
  ),
);
// The shell's headers and CSP are platform/servers/nginx's, one policy for both.
for (const file of ['site-headers.conf', 'site-csp.conf']) {
  writeFileSync(
    join(prefix, file),
    readFileSync(join(import.meta.dirname, '../nginx', file), 'utf8').replaceAll(
      '@REMOTE_ORIGINS@',
      remoteOrigins,
    ),
  );
}
writeFileSync(
  join(prefix, 'admin-headers.conf'),
  readFileSync(join(import.meta.dirname, '../nginx/admin-headers.conf')),
);
writeFileSync(
  join(prefix, 'remote-servers.conf'),
  `# The remotes: their release folders in the bucket (composition.json).\n${blocks.join('\n')}`,
);
console.log(`http://localhost:${shellPort}`);
