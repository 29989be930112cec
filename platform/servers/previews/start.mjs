#!/usr/bin/env node
// @ts-check
// Serves a site folder's previews on loopback, each on http://<id>.preview.localhost:<port>
// (previews.mjs). The CSP's remote origins: REMOTE_ORIGINS (as platform/servers/nginx/render.sh
// reads it), else composition.json's remotes beside the shell this port is shifted with.
// Usage: node platform/servers/previews/start.mjs <dir> <port>
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { siteAndPort, stopOnSignal } from '../start-line.mjs';
import { previewsHandler } from './previews.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
const { site, port } = siteAndPort(positionals, 'previews/start.mjs <dir> <port>');

const server = createServer(
  previewsHandler({ site, port, remoteOrigins: process.env.REMOTE_ORIGINS?.trim() }),
);
server.listen(port, '127.0.0.1', () => {
  console.log(`serving the previews of ${site} on http://<id>.preview.localhost:${port}`);
});

stopOnSignal(() => server.close(() => process.exit(0)));
