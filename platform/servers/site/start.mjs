#!/usr/bin/env node
// @ts-check
// Serves one app's production build on loopback, the way a static host or CDN origin would
// (handlers.mjs): with --spa the shell's origin (its routes' composed pages, not-found
// pages, redirects and the site's CSP), else a remote's (its files, CORS for the site's
// origins). The CSP's remote origins: REMOTE_ORIGINS (as platform/servers/nginx/render.sh reads
// it), else composition.json's remotes beside this shell. A part's preview page on a
// remote's origin may be framed by the editor's origin alone: ADMIN_ORIGIN, else
// composition.json's admin origin.
// With --admin DIR, the owner's editor from DIR on an origin of its own: composition.json's
// admin port, shifted with this (the shell's) port, http://localhost:4004 beside 4000; its
// CSP is its own (a <meta> in its index.html), and /admin here redirects there.
// With --collector PORT, /measure goes through to the field measurement's collector on
// that loopback port, as nginx and the CDN pass it.
// The previews have a server of their own: platform/servers/previews/start.mjs.
// Usage: node platform/servers/site/start.mjs <dir> <port> [--spa] [--admin DIR] [--collector PORT]
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { composition, shiftedPort } from 'composition';
import { siteAndPort, stopOnSignal } from '../start-line.mjs';
import {
  editorOrigin,
  inFolder,
  remoteOrigin,
  shellOrigin,
  withMeasurePassThrough,
} from './handlers.mjs';

const { positionals, values } = parseArgs({
  options: {
    spa: { type: 'boolean', default: false },
    admin: { type: 'string' },
    collector: { type: 'string' },
  },
  allowPositionals: true,
});
const { site, port } = siteAndPort(
  positionals,
  'site/start.mjs <dir> <port> [--spa] [--admin DIR] [--collector PORT]',
);
const admin = values.admin ? resolve(values.admin) : undefined;
/** With --collector PORT, /measure goes to the collector on that loopback port. */
const collectorPort = values.collector ? Number(values.collector) : undefined;

/** The editor's own port and origin: nothing of the site's origin (its storage) is shared. */
const adminPort = shiftedPort(composition.admin.port, port);
const adminOrigin = `http://localhost:${adminPort}`;
const adminMovedTo = admin ? adminOrigin : undefined;

const origin = values.spa
  ? shellOrigin({
      rootsOf: inFolder(site),
      shellPort: port,
      remoteOrigins: process.env.REMOTE_ORIGINS?.trim(),
      adminMovedTo,
    })
  : remoteOrigin({
      rootsOf: inFolder(site),
      framedBy: process.env.ADMIN_ORIGIN?.trim(),
      adminMovedTo,
    });

const server = createServer(collectorPort ? withMeasurePassThrough(collectorPort, origin) : origin);
server.listen(port, '127.0.0.1', () => {
  console.log(
    `serving ${site} on http://localhost:${port}${values.spa ? ' (routes and not-found pages)' : ''}`,
  );
});

const editorServer = admin ? createServer(editorOrigin(admin)) : undefined;
editorServer?.listen(adminPort, '127.0.0.1', () => {
  console.log(`serving the editor ${admin} on ${adminOrigin}`);
});

stopOnSignal(() => {
  editorServer?.close();
  server.close(() => process.exit(0));
});
