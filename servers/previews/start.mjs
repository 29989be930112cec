#!/usr/bin/env node
// @ts-check
// Serves a site folder's previews on loopback, each on http://<id>.preview.localhost:<port>
// (previews.mjs). The CSP's remote origins: REMOTE_ORIGINS (as servers/nginx/render.sh
// reads it), else composition.json's remotes beside the shell this port is shifted with.
// Usage: node servers/previews/start.mjs <dir> <port>
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { previewsHandler } from './previews.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
const [rootArg, portArg] = positionals;
if (!rootArg || !portArg) {
  console.error('usage: previews/start.mjs <dir> <port>');
  process.exit(2);
}
const site = resolve(rootArg);
const port = Number(portArg);

const server = createServer(
  previewsHandler({ site, port, remoteOrigins: process.env.REMOTE_ORIGINS?.trim() }),
);
server.listen(port, '127.0.0.1', () => {
  console.log(`serving the previews of ${site} on http://<id>.preview.localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
