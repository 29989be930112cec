#!/usr/bin/env node
// @ts-check
// One nginx server block per remote of composition.json, on its composed port shifted
// with the shell's. Usage: remote-servers.mjs SITE PREFIX SHELL_PORT
// Writes PREFIX/remote-servers.conf; prints the remotes' origins, space-separated.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition, shiftedPort } from '../../composition/composition.mjs';

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
}
`,
);
writeFileSync(
  join(prefix, 'remote-servers.conf'),
  `# The remotes: static files only, readable cross-origin by the shell (composition.json).\n${blocks.join('\n')}`,
);
console.log(remotes.map(({ port }) => `http://localhost:${port}`).join(' '));
