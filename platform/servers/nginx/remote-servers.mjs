#!/usr/bin/env node
// @ts-check
// One nginx server block per remote of composition.json, on its composed port shifted
// with the shell's; a part's preview page on it (/releases/<id>/owner-preview.html) with
// preview-page-headers.conf in place of remote-headers.conf. Usage: remote-servers.mjs SITE PREFIX SHELL_PORT
// Writes PREFIX/remote-servers.conf; prints the remotes' origins, space-separated.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition, shiftedPort } from 'composition';
import { PREVIEW_PAGE_LOCATION } from '../security-headers.mjs';

const [site, prefix, shellPort] = process.argv.slice(2);
if (!site || !prefix || !shellPort) {
  console.error('usage: remote-servers.mjs SITE PREFIX SHELL_PORT');
  process.exit(2);
}
const remotes = Object.values(composition.remotes).map((remote) => ({
  folder: remote.package,
  port: shiftedPort(remote.port, Number(shellPort)),
}));
const blocks = remotes.map(
  ({ folder, port }) => `server {
  listen 127.0.0.1:${port};
  root ${site}/${folder};
  include ${prefix}/remote-headers.conf;
  location / {
    try_files $uri =404;
  }
  # A part's preview page: its own headers alone (nginx inherits none where a block adds one).
  location ~ ${PREVIEW_PAGE_LOCATION} {
    include ${prefix}/preview-page-headers.conf;
    try_files $uri =404;
  }
}
`,
);
writeFileSync(
  join(prefix, 'remote-servers.conf'),
  `# The remotes: static files only, readable cross-origin by the shell (composition.json).\n${blocks.join('\n')}`,
);
console.log(remotes.map(({ port }) => `http://localhost:${port}`).join(' '));
